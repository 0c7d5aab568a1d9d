// Lexical and syntax errors, with recovery at the next ';'.
surface s() { uniform float a = 09;
    uniform string s = "\q";
    FB color(1,1,1,1);
    FB = color(1,1,;
    uniform float b @ 2;
}

// Lexical and syntax errors, with recovery at the next ';'.
// ERROR 9:33: invalid digit in octal constant
// ERROR 10:25: unknown escape sequence
// ERROR 13:21: unexpected character '@'
// ERROR 11:8: expected an assignment ('=', '+=', '-=', '*=' or '/=')
// ERROR 12:20: expected an expression
// ERROR 12:20: expected ')'
// ERROR 13:23: expected ';'
surface s() { uniform float a = 09;
    uniform string s = "\q";
    FB color(1,1,1,1);
    FB = color(1,1,;
    uniform float b @ 2;
}

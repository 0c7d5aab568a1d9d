// Section VIII: specular(e) is the light of the distant light (the test's lights are one
// ambient and one distant light) drawn as one pass replacing all of FB.
surface shiny(parameter float e = 8) {
    FB = specular(e);
}

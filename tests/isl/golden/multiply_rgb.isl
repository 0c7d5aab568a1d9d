// Section VII: FB.rgb *= pc multiplies the color channels and leaves alpha.
surface darken() {
    FB = diffuse();
    FB.rgb *= color(0.5, 0.5, 0.5, 0.5);
}

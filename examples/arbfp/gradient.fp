!!ARBfp1.0
# The smallest useful program: the interpolated primary color, unchanged.
# On the default scene this shows the four corner colors blending across the quad.
MOV result.color, fragment.color;
END

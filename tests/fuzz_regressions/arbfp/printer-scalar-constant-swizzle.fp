!!ARBfp1.0
# fuzz_arbfp_roundtrip, first 10-minute run: a scalar constant with a swizzle ("1 .x") is
# printed as "1.x", which lexes as the float "1." then "x", so the printed program does not load.
TEMP a;
RCP a, 3 .x;
MOV result.color, 1 .xyzw;
END

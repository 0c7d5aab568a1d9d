#define SCALE 0.75

// SPDX-License-Identifier: MIT
#define SCALE 0.75

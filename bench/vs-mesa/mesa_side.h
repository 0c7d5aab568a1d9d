// SPDX-License-Identifier: MIT
// Mesa's side of bench/vs-mesa: a fragment program loaded once into llvmpipe, textures made
// from the same BenchTexture descriptions Tessera gets, and frames drawn into a framebuffer
// object and timed up to glFinish.
//
// The EGL context is the Mesa test harness's (tests/mesa/mesa_gl.h: surfaceless platform,
// compatibility profile), made current on this thread the first time MesaAvailable() is
// called; everything else is plain GL here, because the harness's RenderFragmentProgram
// loads the program and builds textures on every call, which is not what we want to time.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench_programs.h"

namespace tessera::bench {

class MesaProgram {
  public:
    /// Loads `text`, builds `textures` and sets env/local parameters. Check Error().
    MesaProgram(const std::string& text, const std::vector<BenchTexture>& textures, int width,
                int height);
    ~MesaProgram();
    MesaProgram(const MesaProgram&) = delete;
    MesaProgram& operator=(const MesaProgram&) = delete;

    const std::string& Error() const { return error_; }
    /// Clears, draws the full-window quad and waits with glFinish.
    void DrawFrame();
    /// The color buffer as RGBA8, bottom row first.
    std::vector<std::uint8_t> ReadRgba8() const;

  private:
    std::string error_;
    int width_;
    int height_;
    unsigned framebuffer_ = 0;
    unsigned renderbuffer_ = 0;
    std::vector<unsigned> textures_;
};

}  // namespace tessera::bench

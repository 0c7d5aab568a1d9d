// SPDX-License-Identifier: MIT
// retroarch_render: the drawing half of scripts/retroarch-harness (retroarch_render.h says
// what is drawn). For one Cg shader and the RetroArch GLSL files made from it:
//
//   retroarch_render --cg SHADER.cg [--glsl OUT.glsl]... [--lut NAME=IMAGE.png]...
//                    [--size WxH] [--save PREFIX] [--profile-option NAME=N]...
//
// prints one JSON object per GLSL file: {"glsl": path, "arb_error": "...", "glsl_error":
// "...", "pixels": N, "within": M, "max_difference": D}, where `within` counts the pixels
// whose channels all differ by at most 2/255 between Tessera's ARB draw and Mesa's GLSL draw.
// --save writes PREFIX.arb.png and PREFIX.N.png (and PREFIX.N.arb.png, the ARB draw with
// the parameters of file N as uniforms) for a look. --profile-option is one of cgc's `-po`
// limits for the ARB compile (both stages): the harness passes Tessera's MaxTexCoords=16 for
// a shader whose varyings need more than arbfp1's eight texture coordinate sets.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "retroarch_render.h"
#include "tessera/tessera.hpp"

namespace {

using tessera::retroarch::Picture;
using tessera::retroarch::Texture;

std::string Json(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < ' ')
            out += ' ';
        else
            out += c;
    }
    return out + "\"";
}

std::optional<Texture> LoadPng(const std::string& path) {
    std::optional<tessera::Image> image = tessera::Image::ReadPng(path);
    if (!image) return std::nullopt;
    Texture t{image->width, image->height, {}};
    for (int y = image->height - 1; y >= 0; --y)  // GL's rows start at the bottom
        for (int x = 0; x < image->width; ++x)
            for (std::uint8_t c : image->At(x, y)) t.rgba.push_back(static_cast<float>(c) / 255.0f);
    return t;
}

void Save(const Picture& p, int width, int height, const std::string& path) {
    if (p.rgba.empty()) return;
    tessera::Image image{width, height, std::vector<std::uint8_t>(p.rgba.size())};
    const std::size_t row = static_cast<std::size_t>(width) * 4;
    for (int y = 0; y < height; ++y)
        std::copy_n(
            p.rgba.begin() + static_cast<long>(row * static_cast<std::size_t>(y)), row,
            image.rgba.begin() + static_cast<long>(row * static_cast<std::size_t>(height - 1 - y)));
    image.WritePng(path);
}

}  // namespace

int main(int argc, char** argv) {
    std::string cg, save;
    std::vector<std::string> glsl_files, profile_options;
    tessera::retroarch::Scene scene;
    scene.input = tessera::retroarch::TestImage();
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i], value = argv[i + 1];
        if (option == "--cg")
            cg = value;
        else if (option == "--glsl")
            glsl_files.push_back(value);
        else if (option == "--profile-option")
            profile_options.push_back(value);
        else if (option == "--save")
            save = value;
        else if (option == "--size") {
            char x = 0;
            std::istringstream(value) >> scene.width >> x >> scene.height;
        } else if (option == "--lut" && value.find('=') != std::string::npos) {
            const std::string name = value.substr(0, value.find('='));
            std::optional<Texture> t = LoadPng(value.substr(value.find('=') + 1));
            if (!t) {
                std::cerr << "retroarch_render: cannot read " << value << "\n";
                return 2;
            }
            scene.lookups[name] = *t;
        } else {
            std::cerr << "retroarch_render: unknown option " << option << "\n";
            return 2;
        }
    }
    if (cg.empty() || scene.width <= 0 || scene.height <= 0 || scene.width > 2048 ||
        scene.height > 2048) {
        std::cerr
            << "usage: retroarch_render --cg SHADER.cg [--glsl FILE.glsl]... [--lut NAME=PNG]... "
               "[--size WxH] [--save PREFIX] [--profile-option NAME=N]...\n";
        return 2;
    }
    // The ARB draw without the parameters as uniforms, and with them for the files that have
    // them (retroarch_render.h).
    const Picture arb = tessera::retroarch::RenderArb(cg, scene, {}, profile_options);
    if (!save.empty()) Save(arb, scene.width, scene.height, save + ".arb.png");
    for (std::size_t k = 0; k < glsl_files.size(); ++k) {
        std::ifstream in(glsl_files[k], std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const Picture glsl = in ? tessera::retroarch::RenderGlsl(text.str(), scene)
                                : Picture{{}, "cannot read " + glsl_files[k]};
        if (!save.empty())
            Save(glsl, scene.width, scene.height, save + "." + std::to_string(k) + ".png");
        const tessera::retroarch::Parameters parameters =
            tessera::retroarch::ParametersOf(text.str());
        const Picture reference =
            parameters.empty() ? arb : tessera::retroarch::RenderArb(cg, scene, parameters, profile_options);
        if (!save.empty() && !parameters.empty())
            Save(reference, scene.width, scene.height, save + "." + std::to_string(k) + ".arb.png");
        const tessera::retroarch::Agreement a = tessera::retroarch::Compare(reference, glsl);
        std::cout << "{\"glsl\": " << Json(glsl_files[k])
                  << ", \"arb_error\": " << Json(reference.error)
                  << ", \"glsl_error\": " << Json(glsl.error) << ", \"pixels\": " << a.pixels
                  << ", \"within\": " << a.within << ", \"max_difference\": " << a.max_difference
                  << "}\n";
    }
    if (glsl_files.empty()) std::cout << "{\"arb_error\": " << Json(arb.error) << "}\n";
    return 0;
}

// SPDX-License-Identifier: MIT
// What the subcommands share on top of the public API: which language a file is in, the
// --stats line, and writing a result to a file or standard output.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "tessera/tessera.hpp"

namespace tessera::tool {

/// The language a --lang value names (nullopt when `forced` is empty); false, after an error
/// message, when it names none, so that a misspelt --lang is not silently ignored.
bool ForcedLanguage(const std::string& forced, std::optional<Language>& language);

/// The language of `path`: `forced` (ForcedLanguage's) when given, else by its extension
/// (tessera::LanguageFromPath). nullopt when neither tells.
std::optional<Language> LanguageOf(const std::string& path, std::optional<Language> forced);

/// `NAME: instructions N (ALU A, texture T), texture indirections I, ...` on stdout.
void PrintStats(const std::string& name, const Counts& counts);

/// Reads the whole file; false when it cannot be read.
bool ReadText(const std::string& path, std::string& text);

/// Writes `text` to `path` (empty or "-": standard output); 0, or 2 after an error message.
int WriteOutput(const std::string& path, const std::string& text);

/// Registers Cg's --bind NAME=STRUCT (repeatable) of `compile` and `render`.
void AddBindOption(CLI::App* command, std::vector<std::string>& binds);

/// Sets CompileOptions::interface_bindings from the --bind values; false after an error
/// message for a spelling that is not NAME=STRUCT.
bool SetInterfaceBindings(const std::vector<std::string>& binds, CompileOptions& options);

/// Writes a rendered picture to `output` (empty: `file` with its extension replaced by .png)
/// and prints the name; 0, or 2 after an error message.
int WritePicture(const Image& image, const std::string& file, const std::string& output);

/// The -D and -U options of the command line as the API's defines, in that order.
std::vector<Define> Defines(const std::vector<std::string>& defines,
                            const std::vector<std::string>& undefines = {});

}  // namespace tessera::tool

// SPDX-License-Identifier: MIT
// See hostile_case.h.
#include "hostile_case.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <random>

namespace tessera::testing {

std::string RandomBytes(std::size_t size, unsigned seed) {
    std::mt19937 random(seed);
    std::string bytes(size, '\0');
    for (char& c : bytes) c = static_cast<char>(random() & 0xff);
    return bytes;
}

std::string Repeat(std::string_view text, std::size_t count) {
    std::string out;
    out.reserve(text.size() * count);
    for (std::size_t i = 0; i < count; ++i) out += text;
    return out;
}

void HostileInput::SetUp() {
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           ("tessera-hostile-" + std::to_string(getpid()) + "-" + test->test_suite_name() + "-" +
            test->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
}

void HostileInput::TearDown() {
    if (!HasFailure()) std::filesystem::remove_all(dir_);
}

std::string HostileInput::Write(const std::string& name, std::string_view content) {
    const std::filesystem::path path = dir_ / name;
    std::ofstream(path, std::ios::binary)
        .write(content.data(), static_cast<std::streamsize>(content.size()));
    return path.string();
}

namespace {

// The last lines of a stream, for failure messages.
std::string Tail(const std::string& text) {
    return text.size() <= 2000 ? text : "..." + text.substr(text.size() - 2000);
}

// "DIGITS:" with a value >= 1 at `at`, advancing past it.
bool PositiveNumberAndColon(std::string_view line, std::size_t& at) {
    const std::size_t start = at;
    while (at < line.size() && line[at] >= '0' && line[at] <= '9') ++at;
    const bool positive =
        at > start && line.substr(start, at - start).find_first_not_of('0') != line.npos;
    return positive && at < line.size() && line[at++] == ':';
}

// Whether the report has PREFIX NAME:LINE:COL: error: (NAME without ':', a blank or a line
// break; LINE and COL >= 1): at the start of a line for the diagnostics, inside one for
// `tessera shader-test`'s "FAIL FILE does not parse: ..." line. (std::regex would recurse
// once per character of a long report.)
bool HasPositionedError(std::string_view report, std::string_view prefix) {
    for (std::size_t start = report.find(prefix); start != report.npos;
         start = report.find(prefix, start + 1)) {
        std::size_t at = report.find_first_of(": \n", start + prefix.size());
        if (at == report.npos || report[at] != ':') continue;
        ++at;
        if (PositiveNumberAndColon(report, at) && PositiveNumberAndColon(report, at) &&
            report.substr(at).starts_with(" error: "))
            return true;
    }
    return false;
}

}  // namespace

ChildResult HostileInput::ExpectCleanError(const std::vector<std::string>& args,
                                           std::string_view message, bool on_stdout) {
    std::vector<std::string> argv = {TESSERA_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    ChildLimits limits;
    limits.seconds = kSecondsLimit;
    limits.address_space = TESSERA_HOSTILE_SANITIZED ? 0 : kMemoryLimit;
    // ASan keeps up to 256 MB of freed memory in quarantine, which would count against the
    // bound; a small one keeps it about the input (as fuzz/run does for the fuzzers).
    if (TESSERA_HOSTILE_SANITIZED) limits.environment = {"ASAN_OPTIONS=quarantine_size_mb=32"};
    const ChildResult r = RunChild(argv, limits, dir_.string());
    const std::string& report = on_stdout ? r.out : r.err;
    const std::string context = "after " + std::to_string(r.seconds) + " s (" +
                                std::to_string(r.cpu_seconds) + " s CPU), peak RSS " +
                                std::to_string(r.max_rss_bytes >> 20) + " MiB\nstderr:\n" +
                                Tail(r.err) + "\nstdout:\n" + Tail(r.out);
    EXPECT_FALSE(r.timed_out) << "killed " << context;
    EXPECT_TRUE(r.exited) << "signal " << r.signal << " " << context;
    EXPECT_EQ(r.exit_status, 1) << context;
    EXPECT_LT(r.max_rss_bytes, kMemoryLimit) << context;
    EXPECT_TRUE(HasPositionedError(report, dir_.string() + "/"))
        << "no FILE:LINE:COL: error: line " << context;
    if (!message.empty()) {
        EXPECT_NE(report.find(message), std::string::npos)
            << "no \"" << message << "\" " << context;
    }
    return r;
}

}  // namespace tessera::testing

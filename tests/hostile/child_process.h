// SPDX-License-Identifier: MIT
// Running a program as a child process under a memory limit and a clock (POSIX).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tessera::testing {

struct ChildLimits {
    double seconds = 30;                       ///< wall clock; then the child is killed
    std::size_t address_space = 512ull << 20;  ///< RLIMIT_AS; 0 leaves it unlimited
    std::vector<std::string> environment;      ///< NAME=VALUE added to (or replacing) ours
};

struct ChildResult {
    bool timed_out = false;
    bool exited = false;  ///< ended by exit(); false: by a signal
    int exit_status = -1;
    int signal = 0;
    double seconds = 0;             ///< wall clock
    double cpu_seconds = 0;         ///< user + system
    std::size_t max_rss_bytes = 0;  ///< peak resident set (wait4's ru_maxrss)
    std::string out;                ///< stdout
    std::string err;                ///< stderr
};

/// Runs `argv` (argv[0] is the program's path) and waits for it; output goes through
/// files in `work_dir`, so a chatty child cannot block on a full pipe.
ChildResult RunChild(const std::vector<std::string>& argv, const ChildLimits& limits,
                     const std::string& work_dir);

}  // namespace tessera::testing

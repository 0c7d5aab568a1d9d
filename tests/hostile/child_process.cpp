// SPDX-License-Identifier: MIT
// See child_process.h.
#include "child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string_view>
#include <thread>

namespace tessera::testing {

namespace {

std::string ReadAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

double Seconds(const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; }

// Our environment with `extra` added, a NAME=VALUE there replacing ours.
std::vector<std::string> Environment(const std::vector<std::string>& extra) {
    std::vector<std::string> env(extra);
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string_view entry(*e);
        const std::string_view name = entry.substr(0, entry.find('=') + 1);
        bool replaced = false;
        for (const std::string& x : extra) replaced = replaced || x.starts_with(name);
        if (!replaced) env.emplace_back(entry);
    }
    return env;
}

// In the child, between fork and exec: only async-signal-safe calls.
[[noreturn]] void ExecChild(const std::vector<char*>& argv, const std::vector<char*>& envp,
                            const ChildLimits& limits, int out, int err) {
    if (limits.address_space != 0) {
        const rlimit memory{limits.address_space, limits.address_space};
        setrlimit(RLIMIT_AS, &memory);
    }
    const rlimit no_core{0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    dup2(out, STDOUT_FILENO);
    dup2(err, STDERR_FILENO);
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
}

}  // namespace

ChildResult RunChild(const std::vector<std::string>& argv, const ChildLimits& limits,
                     const std::string& work_dir) {
    const std::string out_path = work_dir + "/child.out", err_path = work_dir + "/child.err";
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const std::vector<std::string> environment = Environment(limits.environment);
    std::vector<char*> envp;
    for (const std::string& e : environment) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);

    ChildResult result;
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) ExecChild(args, envp, limits, out, err);
    close(out);
    close(err);
    if (pid < 0) return result;
    int status = 0;
    rusage usage{};
    while (true) {
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        result.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (done == pid) break;
        if (result.seconds > limits.seconds) {
            result.timed_out = true;
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    result.exited = WIFEXITED(status);
    result.exit_status = result.exited ? WEXITSTATUS(status) : -1;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.cpu_seconds = Seconds(usage.ru_utime) + Seconds(usage.ru_stime);
    result.max_rss_bytes = static_cast<std::size_t>(usage.ru_maxrss) * 1024;  // Linux: KiB
    result.out = ReadAll(out_path);
    result.err = ReadAll(err_path);
    return result;
}

}  // namespace tessera::testing

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs two builds of tessera_vs_mesa alternately and summarises them side by side.

    bench/vs-mesa/compare.py BEFORE AFTER [--runs N] [-- tessera_vs_mesa options]

BEFORE and AFTER are tessera_vs_mesa binaries (e.g. a copy of main's and the working tree's).
They run one after the other, N times each (default 6), so that the machine's load falls on
both alike. Printed: per program the median over the runs of the cpu ratio and of the
wall-clock ratio (Mesa over Tessera: above 1 is faster than llvmpipe) for each build, and per
group the geometric means of every run, with the load average at each run's start.
"""
import argparse
import math
import os
import re
import statistics
import subprocess
import sys

ROW = re.compile(r"^(\S+/\S+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)%\s+([\d.]+)$")


def run_once(binary, extra):
    """One run: {program: (wall ratio, cpu ratio)}."""
    out = subprocess.run([binary] + extra, check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        m = ROW.match(line.strip())
        if m:
            rows[m.group(1)] = (float(m.group(5)), float(m.group(7)))
    return rows


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else 0.0


def group_means(rows, index):
    groups = {}
    for name, ratios in rows.items():
        for group in (name.split("/")[0], "all"):
            groups.setdefault(group, []).append(ratios[index])
    return {g: (geomean(v), len(v)) for g, v in groups.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--runs", type=int, default=6)
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    extra = argv[split + 1:] or ["--frames", "5"]
    runs = {"before": [], "after": []}
    loads = {"before": [], "after": []}
    for _ in range(args.runs):
        for side, binary in (("before", args.before), ("after", args.after)):
            loads[side].append(os.getloadavg()[0])
            runs[side].append(run_once(binary, extra))

    names = [n for n in runs["before"][0] if all(n in r for r in runs["after"])]
    print(f"{'program':34} {'cpu before':>10} {'cpu after':>10} {'wall before':>12} {'wall after':>11}")
    for name in names:
        med = {s: [statistics.median(r[name][i] for r in runs[s]) for i in (0, 1)] for s in runs}
        print(f"{name:34} {med['before'][1]:10.3f} {med['after'][1]:10.3f} "
              f"{med['before'][0]:12.3f} {med['after'][0]:11.3f}")
    for index, label in ((1, "cpu ratio"), (0, "wall-clock ratio")):
        print(f"\ngeometric means of the {label}, one per run:")
        for side in ("before", "after"):
            per_run = [group_means(r, index) for r in runs[side]]
            for group in sorted(per_run[0]):
                values = ", ".join(f"{m[group][0]:.3f}" for m in per_run)
                median = statistics.median(m[group][0] for m in per_run)
                print(f"  {side:6} {group:10} median {median:.3f}  ({values}; "
                      f"{per_run[0][group][1]} programs)")
    for side in ("before", "after"):
        print(f"load average (1 min) at the start of each {side} run: "
              + ", ".join(f"{v:.1f}" for v in loads[side]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/limit_options.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace tessera::lang::arbasm {

namespace {

bool SameIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

LimitOption ApplyLimitOption(std::string_view option, std::initializer_list<LimitOptionName> names) {
    const std::size_t equals = option.find('=');
    if (equals == std::string_view::npos) return LimitOption::kNotALimit;
    const std::string_view name = option.substr(0, equals), value = option.substr(equals + 1);
    for (const LimitOptionName& n : names) {
        if (!SameIgnoringCase(name, n.name)) continue;
        std::uint32_t v = 0;
        const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (value.empty() || error != std::errc{} || end != value.data() + value.size() || v > n.max)
            return LimitOption::kBadValue;
        *n.field = v;
        return LimitOption::kApplied;
    }
    return LimitOption::kNotALimit;
}

}  // namespace tessera::lang::arbasm

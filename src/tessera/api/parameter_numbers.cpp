// cgc's parameter numbering (NumberParametersLikeCgc, frontends.h).
//
// cgc gives a uniform that sits at c[N] of the program's constant array the parameter
// program.local[N]: `PARAM c[6] = { program.local[0], state.matrix.mvp, program.local[5] };`
// (REFERENCE_FACTS shows `PARAM c[12] = { {...}, program.local[1..4], ...}` the same way),
// so a loader that read `#var ... : c[5]` sets local 5. The ARB writers number parameters by
// declaration and pack c[] by use, so the two differ as soon as an unread uniform comes
// before a read one. Only the PARAM statement names parameters (instructions read c[]), so
// renumbering is a rewrite of its items and of the reflection:
//   - a uniform read whole takes the numbers of its c[] entries;
//   - a uniform not read at all takes fresh numbers after the array, so that setting it
//     cannot disturb one that is read;
//   - a uniform read in part (some elements of an array) cannot be both contiguous and at
//     its c[] entries, so then the writer's numbering is kept for the whole program.
#include <map>
#include <optional>

#include "api/frontends.h"

namespace tessera::api_detail {

namespace {

// One item of the PARAM list: where it is in the text and what it is.
struct ParamItem {
    std::size_t begin = 0, end = 0;  ///< byte range in the program text
    int slots = 1;                   ///< how many c[] entries it fills
    int first_parameter = -1;        ///< program.local/env items: the first number, else -1
};

// "a" or "a..b" inside the brackets after `at`; false when it is neither.
bool ParseRange(std::string_view text, int& a, int& b) {
    const std::size_t dots = text.find("..");
    try {
        a = std::stoi(std::string(text.substr(0, dots)));
        b = dots == std::string_view::npos ? a : std::stoi(std::string(text.substr(dots + 2)));
    } catch (...) {
        return false;
    }
    return b >= a;
}

ParamItem Classify(std::string_view item, std::string_view space) {
    ParamItem p;
    const std::size_t open = item.rfind('[');
    int a = 0, b = 0;
    const bool ranged = open != std::string_view::npos && item.ends_with("]") &&
                        ParseRange(item.substr(open + 1, item.size() - open - 2), a, b);
    if (item.starts_with(space) && ranged) {
        p.slots = b - a + 1;
        p.first_parameter = a;
    } else if (item.starts_with("state.matrix")) {
        const bool rows = item.find(".row[") != std::string_view::npos && ranged;
        p.slots = rows ? b - a + 1 : 4;  // a whole matrix is four rows
    }
    return p;
}

// The items of `PARAM c[N] = { ... };`, split at the commas outside the literal vectors.
std::vector<ParamItem> ParamItems(const std::string& text, std::string_view space) {
    std::vector<ParamItem> items;
    const std::size_t param = text.find("\nPARAM c[");
    if (param == std::string::npos) return items;
    std::size_t at = text.find("{ ", param);
    if (at == std::string::npos) return items;
    at += 2;
    int depth = 0;
    std::size_t begin = at;
    for (std::size_t i = at; i < text.size(); ++i) {
        const char c = text[i];
        const bool last = depth == 0 && c == '}';
        if ((depth == 0 && c == ',') || last) {
            std::size_t end = i;
            while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t')) --end;
            ParamItem item = Classify(std::string_view(text).substr(begin, end - begin), space);
            item.begin = begin;
            item.end = end;
            items.push_back(item);
            begin = i + 1;
            while (begin < text.size() && (text[begin] == '\n' || text[begin] == '\t' || text[begin] == ' '))
                ++begin;
            i = begin - 1;
            if (last) break;
            continue;
        }
        depth += c == '{' ? 1 : c == '}' ? -1 : 0;
    }
    return items;
}

std::string Range(std::string_view space, int first, int count) {
    return std::string(space) + "[" + std::to_string(first) +
           (count > 1 ? ".." + std::to_string(first + count - 1) : "") + "]";
}

}  // namespace

void NumberParametersLikeCgc(CompileResult& result) {
    std::string& text = result.arbvp.empty() ? result.arbfp : result.arbvp;
    const std::string_view space =
        text.find("program.env[") != std::string::npos ? "program.env" : "program.local";
    const std::vector<ParamItem> items = ParamItems(text, space);
    std::map<int, int> renumbered;  // writer's parameter -> cgc's
    int slot = 0;
    for (const ParamItem& item : items) {
        if (item.first_parameter >= 0)
            for (int k = 0; k < item.slots; ++k) renumbered[item.first_parameter + k] = slot + k;
        slot += item.slots;
    }
    std::map<Variable*, int> first;  // each parameter uniform's new first number
    int fresh = slot;
    for (Variable& v : result.variables) {
        if (v.kind != VariableKind::kUniform || !v.binding.starts_with(space) || v.parameter_count <= 0)
            continue;
        int mapped = 0;
        for (int k = 0; k < v.parameter_count; ++k) mapped += renumbered.count(v.first_parameter + k);
        if (mapped == 0) {
            first[&v] = fresh;
            fresh += v.parameter_count;
            continue;
        }
        const int start = renumbered[v.first_parameter];
        for (int k = 0; k < v.parameter_count; ++k)
            if (!renumbered.count(v.first_parameter + k) || renumbered[v.first_parameter + k] != start + k)
                return;  // read in part: keep the writer's numbering (see above)
        first[&v] = start;
    }
    for (auto [v, number] : first) {
        v->first_parameter = number;
        v->binding = Range(space, number, v->parameter_count);
    }
    slot = 0;
    std::vector<std::pair<const ParamItem*, std::string>> rewrites;
    for (const ParamItem& item : items) {
        if (item.first_parameter >= 0) rewrites.push_back({&item, Range(space, slot, item.slots)});
        slot += item.slots;
    }
    for (auto it = rewrites.rbegin(); it != rewrites.rend(); ++it)
        text.replace(it->first->begin, it->first->end - it->first->begin, it->second);
}

}  // namespace tessera::api_detail

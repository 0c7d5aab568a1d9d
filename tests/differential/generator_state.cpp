// SPDX-License-Identifier: MIT
// Declarations, operands and ALU instructions of the program generator (generator_state.h).
//
// Every instruction goes through the same three steps: pick operands (MakeOperand only
// selects written components of a temporary), ask Evaluate() (evaluate.cpp) whether the
// result is defined and safe, then Commit() it under the destination's mask and _SAT,
// which also refuses a result that would leave the +-kBound range.
#include "generator_state.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tessera::testing::differential {
namespace {

using lang::arbasm::fragment::AttributeBinding;
using lang::arbasm::fragment::OpcodeClass;

constexpr const char* kXyzw = "xyzw";
constexpr const char* kRgba = "rgba";

}  // namespace

std::string Number(double v) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.9g", v);
    std::string s = buffer;
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    return s;
}

GeneratorState::GeneratorState(const Scene& scene, std::uint32_t seed,
                               const GeneratorOptions& options)
    : scene_(scene), rng_(seed), options_(options) {}

void GeneratorState::DeclareAll() {
    header_ = "!!ARBfp1.0\n";
    // Options: at most one fog option and one precision hint (two differ = load failure).
    static const char* const kFog[] = {"ARB_fog_exp", "ARB_fog_exp2", "ARB_fog_linear"};
    static const char* const kHint[] = {"ARB_precision_hint_fastest", "ARB_precision_hint_nicest"};
    if (Chance(0.3)) header_ += std::string("OPTION ") + kFog[Int(0, 2)] + ";\n";
    if (Chance(0.2)) header_ += std::string("OPTION ") + kHint[Int(0, 1)] + ";\n";
    shadow_ = options_.allow_shadow && Chance(0.25);
    if (shadow_) header_ += "OPTION ARB_fragment_program_shadow;\n";

    // Temporaries, sometimes several per statement; two are the generator's own.
    const int count = Int(2, 5);
    std::string line;
    for (int i = 0; i < count + 2; ++i) {
        Temp t;
        t.names.push_back(i == count ? "cond" : (i == count + 1 ? "coord" : "r" + std::to_string(i)));
        temps_.push_back(t);
        if (line.empty()) {
            line = "TEMP " + t.names[0];
        } else {
            line += ", " + t.names[0];
        }
        if (Chance(0.5) || i == count + 1) {
            declarations_ += line + ";\n";
            line.clear();
        }
    }
    scratch_ = count;
    coord_ = count + 1;

    // Attributes, directly and through ATTRIB names.
    using Kind = AttributeBinding::Kind;
    struct Named {
        std::string text;
        AttributeBinding binding;
    };
    std::vector<Named> named = {{"fragment.color", {Kind::kColorPrimary, 0}},
                                {"fragment.color.primary", {Kind::kColorPrimary, 0}},
                                {"fragment.color.secondary", {Kind::kColorSecondary, 0}},
                                {"fragment.fogcoord", {Kind::kFogCoord, 0}},
                                {"fragment.position", {Kind::kPosition, 0}},
                                {"fragment.texcoord", {Kind::kTexCoord, 0}}};
    for (int set = 0; set < 8; ++set)
        named.push_back({"fragment.texcoord[" + std::to_string(set) + "]",
                         {Kind::kTexCoord, static_cast<std::uint8_t>(set)}});
    for (const Named& n : named) {
        Source s{n.text, {}, -1};
        for (int c = 0; c < 4; ++c) {
            const auto [lo, hi] = AttributeRange(scene_, n.binding, c);
            s.value[c] = lo == hi ? Value::Of(lo) : Value::Range(lo, hi);
        }
        attributes_.push_back(s);
        if (Chance(0.12)) {
            const std::string name = "a" + std::to_string(attributes_.size());
            declarations_ += "ATTRIB " + name + " = " + n.text + ";\n";
            attributes_.push_back({name, s.value, -1});
        }
    }
    DeclareParameters();

    if (Chance(0.4)) {
        declarations_ += "OUTPUT oc = result.color;\n";
        color_names_.push_back("oc");
    }
    if (Chance(0.15)) declarations_ += "OUTPUT od = result.depth;\n";  // declared, unused
    // ALIAS of a temporary, a parameter or an attribute.
    for (int i = Int(0, 2); i > 0; --i) {
        const std::string name = "al" + std::to_string(i);
        const int which = Int(0, 2);
        if (which == 0) {
            Temp& t = temps_[Int(0, count - 1)];
            declarations_ += "ALIAS " + name + " = " + t.names[0] + ";\n";
            t.names.push_back(name);
        } else {
            std::vector<Source>& pool = which == 1 ? params_ : attributes_;
            std::vector<const Source*> nameable;  // a plain name, not fragment.* or c[2]
            for (const Source& s : pool)
                if (s.text.find_first_of(".[{") == std::string::npos) nameable.push_back(&s);
            if (nameable.empty()) continue;
            const Source s = *nameable[Int(0, static_cast<int>(nameable.size()) - 1)];
            declarations_ += "ALIAS " + name + " = " + s.text + ";\n";
            pool.push_back({name, s.value, -1});
        }
    }
}

void GeneratorState::AddParam(const std::string& text, const Vec4& v) {
    Source s{text, {}, -1};
    for (int c = 0; c < 4; ++c) s.value[c] = Value::Of(v[c]);
    params_.push_back(s);
}

Vec4 GeneratorState::RandomConstant(int components, std::string& text) {
    // Multiples of 1/8 in [-4, 4]: exact in float, so both sides start from the same bits.
    Vec4 v{0, 0, 0, 1};
    text = components == 0 ? "" : "{";
    for (int c = 0; c < std::max(components, 1); ++c) {
        v[c] = static_cast<float>(Int(-32, 32)) / 8;
        text += (c ? ", " : "") + Number(v[c]);
    }
    if (components == 0) v = {v[0], v[0], v[0], v[0]};  // a scalar binding replicates
    if (components != 0) text += "}";
    return v;
}

void GeneratorState::DeclareParameters() {
    const Vec4 fog = scene_.fog.color;
    const double d = scene_.fog.density, st = scene_.fog.start, en = scene_.fog.end;
    // GL's initial state, except fog (set by the scene). Expected values only steer the
    // generator's safety checks; the comparison itself is what tests them.
    const std::vector<std::pair<std::string, Vec4>> state = {
        {"state.fog.color", fog},
        {"state.fog.params",
         {static_cast<float>(d), static_cast<float>(st), static_cast<float>(en),
          static_cast<float>(1 / (en - st))}},
        {"state.depth.range", {0, 1, 1, 1}},
        {"state.material.ambient", {0.2f, 0.2f, 0.2f, 1}},
        {"state.material.diffuse", {0.8f, 0.8f, 0.8f, 1}},
        {"state.material.back.diffuse", {0.8f, 0.8f, 0.8f, 1}},
        {"state.material.specular", {0, 0, 0, 1}},
        {"state.material.emission", {0, 0, 0, 1}},
        {"state.material.shininess", {0, 0, 0, 1}},
        {"state.light[0].diffuse", {1, 1, 1, 1}},
        {"state.light[1].diffuse", {0, 0, 0, 1}},
        {"state.light[0].specular", {1, 1, 1, 1}},
        {"state.light[0].ambient", {0, 0, 0, 1}},
        {"state.light[2].position", {0, 0, 1, 0}},
        {"state.light[0].attenuation", {1, 0, 0, 0}},
        {"state.light[0].spot.direction", {0, 0, -1, -1}},
        {"state.lightmodel.ambient", {0.2f, 0.2f, 0.2f, 1}},
        {"state.lightmodel.scenecolor", {0.04f, 0.04f, 0.04f, 1}},
        {"state.lightprod[0].diffuse", {0.8f, 0.8f, 0.8f, 1}},
        {"state.lightprod[0].ambient", {0, 0, 0, 1}},
        {"state.texenv[0].color", {0, 0, 0, 0}},
        {"state.texenv.color", {0, 0, 0, 0}},
        {"state.matrix.modelview.row[0]", {1, 0, 0, 0}},
        {"state.matrix.projection.row[1]", {0, 1, 0, 0}},
        {"state.matrix.mvp.row[2]", {0, 0, 1, 0}},
        {"state.matrix.texture[1].row[3]", {0, 0, 0, 1}},
        {"state.matrix.modelview.inverse.row[1]", {0, 1, 0, 0}},
        {"state.matrix.program[0].transpose.row[2]", {0, 0, 1, 0}},
        {"state.matrix.texture.invtrans.row[3]", {0, 0, 0, 1}},
    };
    auto pick_state = [&]() -> const std::pair<std::string, Vec4>& {
        return state[Int(0, static_cast<int>(state.size()) - 1)];
    };
    const int n_env = static_cast<int>(scene_.env.size()), n_local = static_cast<int>(scene_.local.size());
    int next = 0;
    auto name = [&next]() { return "p" + std::to_string(next++); };
    for (int i = Int(1, 5); i > 0; --i) {
        std::string text;
        switch (Int(0, 5)) {
            case 0: {  // constant vector, 1 to 4 components given
                const Vec4 v = RandomConstant(Int(1, 4), text);
                const std::string n = name();
                declarations_ += "PARAM " + n + " = " + text + ";\n";
                AddParam(n, v);
                break;
            }
            case 1: {  // scalar constant
                const Vec4 v = RandomConstant(0, text);
                const std::string n = name();
                declarations_ += "PARAM " + n + " = " + Number(v[0]) + ";\n";
                AddParam(n, v);
                break;
            }
            case 2: {
                const int e = Int(0, n_env - 1);
                const std::string n = name();
                declarations_ += "PARAM " + n + " = program.env[" + std::to_string(e) + "];\n";
                AddParam(n, scene_.env[e]);
                break;
            }
            case 3: {
                const int l = Int(0, n_local - 1);
                const std::string n = name();
                declarations_ += "PARAM " + n + " = program.local[" + std::to_string(l) + "];\n";
                AddParam(n, scene_.local[l]);
                break;
            }
            case 4: {
                const auto& [binding, v] = pick_state();
                const std::string n = name();
                declarations_ += "PARAM " + n + " = " + binding + ";\n";
                AddParam(n, v);
                break;
            }
            default: {  // an array of mixed items, sized or not
                std::vector<Vec4> values;
                std::string items;
                for (int k = Int(1, 3); k > 0; --k) {
                    if (!items.empty()) items += ", ";
                    switch (Int(0, 3)) {
                        case 0:
                            values.push_back(RandomConstant(4, text));
                            items += text;
                            break;
                        case 1: {  // a range of env or local parameters
                            const bool env = Chance(0.5);
                            const int first = Int(0, 12), last = first + Int(0, 3);
                            items += std::string(env ? "program.env[" : "program.local[") +
                                     std::to_string(first) + ".." + std::to_string(last) + "]";
                            for (int p = first; p <= last; ++p)
                                values.push_back(env ? scene_.env[p] : scene_.local[p]);
                            break;
                        }
                        case 2: {
                            const int l = Int(0, n_local - 1);
                            items += "program.local[" + std::to_string(l) + "]";
                            values.push_back(scene_.local[l]);
                            break;
                        }
                        default: {
                            const auto& [binding, v] = pick_state();
                            items += binding;
                            values.push_back(v);
                            break;
                        }
                    }
                }
                const std::string n = name();
                const std::string size = Chance(0.5) ? std::to_string(values.size()) : "";
                declarations_ += "PARAM " + n + "[" + size + "] = { " + items + " };\n";
                for (std::size_t e = 0; e < values.size(); ++e)
                    AddParam(n + "[" + std::to_string(e) + "]", values[e]);
                break;
            }
        }
    }
    // Bindings used directly in instructions, without a PARAM.
    const int e = Int(0, n_env - 1), l = Int(0, n_local - 1);
    AddParam("program.env[" + std::to_string(e) + "]", scene_.env[e]);
    AddParam("program.local[" + std::to_string(l) + "]", scene_.local[l]);
    const auto& [binding, v] = pick_state();
    AddParam(binding, v);
}

bool GeneratorState::Readable(int temp) const {
    const auto& w = temps_[temp].written;
    return std::any_of(w.begin(), w.end(), [](bool b) { return b; });
}

Source GeneratorState::TempSource(int temp) const {
    const Temp& t = temps_[temp];
    return {t.names[t.names.size() > 1 && (temp % 2) == 0 ? 1 : 0], t.value, temp};
}

std::optional<Operand> GeneratorState::MakeOperand(const Source& source, bool scalar,
                                                   bool allow_negate) {
    std::vector<int> readable;
    for (int c = 0; c < 4; ++c)
        if (source.temp < 0 || temps_[source.temp].written[c]) readable.push_back(c);
    if (readable.empty()) return std::nullopt;
    const char* letters = Chance(0.3) ? kRgba : kXyzw;
    auto any = [&]() { return readable[Int(0, static_cast<int>(readable.size()) - 1)]; };
    std::array<int, 4> swizzle = {0, 1, 2, 3};
    std::string suffix;
    if (scalar || Chance(0.15)) {
        const int c = any();
        swizzle = {c, c, c, c};
        suffix = std::string(".") + letters[c];
    } else if (readable.size() < 4 || Chance(0.5)) {
        suffix = ".";
        for (int& c : swizzle) {
            c = any();
            suffix += letters[c];
        }
    }
    const bool negate = allow_negate && Chance(0.2);
    Operand op{(negate ? "-" : "") + source.text + suffix, {}};
    for (int i = 0; i < 4; ++i) {
        const Value& v = source.value[swizzle[i]];
        op.value[i] = negate ? Negate(v) : v;
    }
    return op;
}

Operand GeneratorState::Literal(bool scalar) {
    std::string text;
    const Vec4 v = RandomConstant(4, text);
    Source s{text, {}, -1};
    for (int c = 0; c < 4; ++c) s.value[c] = Value::Of(v[c]);
    return *MakeOperand(s, scalar);
}

Operand GeneratorState::RandomOperand(bool scalar) {
    std::vector<int> temps;
    for (int t = 0; t < static_cast<int>(temps_.size()); ++t)
        if (t != scratch_ && t != coord_ && Readable(t)) temps.push_back(t);
    const int kind = Int(0, 99);
    if (!temps.empty() && kind < 55)
        return *MakeOperand(TempSource(temps[Int(0, static_cast<int>(temps.size()) - 1)]), scalar);
    if (kind < 80)
        return *MakeOperand(attributes_[Int(0, static_cast<int>(attributes_.size()) - 1)], scalar);
    if (kind < 92)
        return *MakeOperand(params_[Int(0, static_cast<int>(params_.size()) - 1)], scalar);
    return Literal(scalar);
}

std::string GeneratorState::MaskText(std::uint8_t mask) const {
    if (mask == 0xF) return "";
    const char* letters = (mask * 7 + body_.size()) % 3 == 0 ? kRgba : kXyzw;
    std::string s = ".";
    for (int c = 0; c < 4; ++c)
        if (mask & (1 << c)) s += letters[c];
    return s;
}

Destination GeneratorState::PickDestination(std::uint8_t allowed, bool allow_color) {
    std::uint8_t mask = allowed;
    if (Chance(0.55)) {
        do {
            mask = static_cast<std::uint8_t>(Int(1, 15)) & allowed;
        } while (mask == 0);
    }
    Destination d;
    d.mask = mask;
    if (allow_color && Chance(0.15)) {
        d.color = true;
        d.text = color_names_[Int(0, static_cast<int>(color_names_.size()) - 1)] + MaskText(mask);
        return d;
    }
    d.temp = Int(0, scratch_ - 1);
    const Temp& t = temps_[d.temp];
    d.text = t.names[Int(0, static_cast<int>(t.names.size()) - 1)] + MaskText(mask);
    return d;
}

bool GeneratorState::Commit(const Destination& d, ValueVec result, bool saturate) {
    for (int c = 0; c < 4; ++c) {
        if (!(d.mask & (1 << c))) continue;
        if (saturate) result[c] = Saturate(result[c]);
        if (result[c].MaxAbs() > kBound) return false;
    }
    for (int c = 0; c < 4; ++c) {
        if (!(d.mask & (1 << c))) continue;
        if (d.color) {
            color_written_ |= static_cast<std::uint8_t>(1 << c);
        } else {
            temps_[d.temp].value[c] = result[c];
            temps_[d.temp].written[c] = true;
        }
    }
    return true;
}

void GeneratorState::Emit(Opcode op, bool saturate, const Destination& d,
                          const std::vector<std::string>& ops) {
    std::string line = std::string(lang::arbasm::fragment::OpcodeName(op)) + (saturate ? "_SAT " : " ");
    line += d.text;
    for (const std::string& o : ops) line += ", " + o;
    EmitLine(line + ";");
}

bool GeneratorState::TryAlu(Opcode op, std::optional<Destination> forced) {
    const OpcodeClass cls = lang::arbasm::fragment::ClassOf(op);
    const std::uint8_t allowed = op == Opcode::kXPD ? 0x7 : (op == Opcode::kSCS ? 0x3 : 0xF);
    for (int attempt = 0; attempt < 12; ++attempt) {
        std::vector<Operand> ops;
        std::array<ValueVec, 3> in{};
        if (cls == OpcodeClass::kSwizzle) {
            // SWZ: a plain register and four extended components (x..w, 0, 1, signed).
            std::vector<Source> pool;
            for (int t = 0; t < scratch_; ++t)
                if (Readable(t)) pool.push_back(TempSource(t));
            for (const Source& s : attributes_) pool.push_back(s);
            const Source src = pool[Int(0, static_cast<int>(pool.size()) - 1)];
            const char* letters = Chance(0.3) ? kRgba : kXyzw;
            std::string text;
            ValueVec result;
            for (int i = 0; i < 4; ++i) {
                int select = Int(0, 5);
                if (select < 4 && src.temp >= 0 && !temps_[src.temp].written[select]) select = 4;
                const bool neg = Chance(0.25);
                text += std::string(i ? "," : "") + (neg ? "-" : "") +
                        (select < 4 ? std::string(1, letters[select]) : (select == 4 ? "0" : "1"));
                const Value v = select < 4 ? src.value[select] : Value::Of(select - 4);
                result[i] = neg ? Negate(v) : v;
            }
            const Destination d = forced ? *forced : PickDestination(allowed, true);
            const bool sat = Chance(0.25);
            if (!Commit(d, result, sat)) continue;
            Emit(op, sat, d, {src.text, text});
            return true;
        }
        const bool scalar = cls == OpcodeClass::kScalar || cls == OpcodeClass::kBinScalar;
        const int count = cls == OpcodeClass::kTernary ? 3
                          : (cls == OpcodeClass::kBinary || cls == OpcodeClass::kBinScalar) ? 2
                                                                                            : 1;
        for (int i = 0; i < count; ++i) {
            ops.push_back(RandomOperand(scalar));
            in[i] = ops.back().value;
        }
        const std::optional<ValueVec> result = Evaluate(op, in);
        if (!result) continue;
        const Destination d = forced ? *forced : PickDestination(allowed, true);
        if ((d.mask & ~allowed) != 0) continue;
        const bool sat = Chance(0.25);
        if (!Commit(d, *result, sat)) continue;
        std::vector<std::string> texts;
        for (const Operand& o : ops) texts.push_back(o.text);
        Emit(op, sat, d, texts);
        return true;
    }
    return false;
}

void GeneratorState::Condition(int temp, const std::array<int, 4>& n) {
    Destination d{temps_[temp].names[0], temp, false, 0xF};
    const Operand src = RandomOperand(false);
    Commit(d, src.value, true);
    Emit(Opcode::kMOV, true, d, {src.text});
    std::string offsets = "{";
    ValueVec half, offset;
    for (int c = 0; c < 4; ++c) {
        offsets += (c ? ", " : "") + Number(n[c] + 0.25);
        half[c] = Value::Of(0.5);
        offset[c] = Value::Of(n[c] + 0.25);
    }
    const ValueVec result = *Evaluate(Opcode::kMAD, {temps_[temp].value, half, offset});
    Commit(d, result, false);
    Emit(Opcode::kMAD, false, d, {d.text, "0.5", offsets + "}"});
}

void GeneratorState::Conditioned(Opcode op, std::optional<Destination> forced) {
    // Components that must be positive: every one for KIL and the logarithm family; LIT's
    // y; POW's base (x). Others may take any sign but stay away from integers.
    const bool all_positive = op == Opcode::kKIL || op == Opcode::kLG2 || op == Opcode::kRCP ||
                              op == Opcode::kRSQ;
    std::array<int, 4> n;
    for (int c = 0; c < 4; ++c) n[c] = all_positive ? Int(0, 2) : Int(-3, 2);
    if (op == Opcode::kLIT) n[1] = Int(0, 2);
    if (op == Opcode::kPOW) n[0] = Int(0, 2);
    if (op == Opcode::kSCS || op == Opcode::kEX2)
        for (int& v : n) v = std::min(v, 1);
    Condition(scratch_, n);
    const Source s = TempSource(scratch_);
    const bool keep_layout = op == Opcode::kLIT || op == Opcode::kPOW || all_positive;
    auto cond_operand = [&](bool scalar) { return *MakeOperand(s, scalar, !keep_layout); };
    const OpcodeClass cls = lang::arbasm::fragment::ClassOf(op);
    std::vector<Operand> ops;
    if (op == Opcode::kKIL) {
        EmitLine("KIL " + s.text + ";");
        return;
    }
    if (op == Opcode::kPOW) {
        ops = {{s.text + ".x", {s.value[0], s.value[0], s.value[0], s.value[0]}},
               {s.text + ".y", {s.value[1], s.value[1], s.value[1], s.value[1]}}};
    } else if (op == Opcode::kLIT) {
        ops = {{s.text, s.value}};
    } else if (op == Opcode::kSGE || op == Opcode::kSLT) {
        // Against integers: the difference is then at least 1/4 from zero.
        std::string text = "{";
        ValueVec v;
        for (int c = 0; c < 4; ++c) {
            const int k = Int(-2, 2);
            text += (c ? ", " : "") + Number(k);
            v[c] = Value::Of(k);
        }
        ops = {cond_operand(false), {text + "}", v}};
        if (Chance(0.5)) std::swap(ops[0], ops[1]);
    } else if (op == Opcode::kCMP) {
        ops = {cond_operand(false), RandomOperand(false), RandomOperand(false)};
    } else if (cls == OpcodeClass::kSwizzle) {
        TryAlu(op, forced);  // SWZ's values are always bounded: only a retry is needed
        return;
    } else {
        const bool scalar = cls == OpcodeClass::kScalar || cls == OpcodeClass::kBinScalar;
        const int count = cls == OpcodeClass::kTernary ? 3 : (cls == OpcodeClass::kBinary ? 2 : 1);
        for (int i = 0; i < count; ++i) ops.push_back(cond_operand(scalar));
    }
    std::array<ValueVec, 3> in{};
    for (std::size_t i = 0; i < ops.size(); ++i) in[i] = ops[i].value;
    const std::uint8_t allowed = op == Opcode::kXPD ? 0x7 : (op == Opcode::kSCS ? 0x3 : 0xF);
    const std::optional<ValueVec> result = Evaluate(op, in);
    if (!result) return;  // cannot happen for conditioned operands; skip rather than risk it
    for (int attempt = 0; attempt < 8; ++attempt) {
        Destination d = forced ? *forced : PickDestination(allowed, true);
        if ((d.mask & ~allowed) != 0) continue;
        const bool sat = Chance(0.25);
        if (!Commit(d, *result, sat)) continue;
        std::vector<std::string> texts;
        for (const Operand& o : ops) texts.push_back(o.text);
        Emit(op, sat, d, texts);
        return;
    }
}

void GeneratorState::Kill() {
    for (int attempt = 0; attempt < 12; ++attempt) {
        const Operand o = RandomOperand(false);
        // Each component away from zero, and each able to be non-negative, so some
        // fragments can survive (a KIL of everything tests little).
        const bool ok = std::all_of(o.value.begin(), o.value.end(), [](const Value& v) {
            return v.AwayFromZero(kMargin) && v.hi > 0;
        });
        if (!ok) continue;
        EmitLine("KIL " + o.text + ";");
        return;
    }
    Conditioned(Opcode::kKIL, std::nullopt);
}

void GeneratorState::FinishColor() {
    const std::uint8_t missing = static_cast<std::uint8_t>(~color_written_ & 0xF);
    if (missing == 0) return;
    static const Opcode kFinal[] = {Opcode::kMOV, Opcode::kMAD, Opcode::kLRP, Opcode::kADD,
                                    Opcode::kMUL, Opcode::kMAX, Opcode::kDP4, Opcode::kCMP};
    const Opcode op = kFinal[Int(0, 7)];
    Destination d;
    d.color = true;
    d.mask = missing;
    d.text = color_names_[Int(0, static_cast<int>(color_names_.size()) - 1)] + MaskText(missing);
    if (!TryAlu(op, d)) Conditioned(op, d);
    if ((color_written_ & 0xF) != 0xF) {  // both failed (not expected): a plain MOV
        EmitLine("MOV " + d.text + ", fragment.color;");
        color_written_ = 0xF;
    }
}

std::string GeneratorState::Text() const { return header_ + declarations_ + body_ + "END\n"; }

}  // namespace tessera::testing::differential

// SPDX-License-Identifier: MIT
// Spellings of the AST's enumerations, for the printer and for diagnostics.
#include "lang/cg/reader/ast.h"

namespace tessera::lang::cg {

std::string_view BaseTypeName(BaseType base) {
    switch (base) {
        case BaseType::kNone:
            return "";
        case BaseType::kVoid:
            return "void";
        case BaseType::kBool:
            return "bool";
        case BaseType::kChar:
            return "char";
        case BaseType::kShort:
            return "short";
        case BaseType::kInt:
            return "int";
        case BaseType::kLong:
            return "long";
        case BaseType::kUnsignedChar:
            return "unsigned char";
        case BaseType::kUnsignedShort:
            return "unsigned short";
        case BaseType::kUnsignedInt:
            return "unsigned int";
        case BaseType::kUnsignedLong:
            return "unsigned long";
        case BaseType::kHalf:
            return "half";
        case BaseType::kFixed:
            return "fixed";
        case BaseType::kFloat:
            return "float";
        case BaseType::kDouble:
            return "double";
        case BaseType::kSampler:
            return "sampler";
        case BaseType::kSampler1D:
            return "sampler1D";
        case BaseType::kSampler2D:
            return "sampler2D";
        case BaseType::kSampler3D:
            return "sampler3D";
        case BaseType::kSamplerCube:
            return "samplerCUBE";
        case BaseType::kSamplerRect:
            return "samplerRECT";
    }
    return "";
}

std::string_view UnaryOpSpelling(UnaryOp op) {
    switch (op) {
        case UnaryOp::kPlus:
            return "+";
        case UnaryOp::kMinus:
            return "-";
        case UnaryOp::kNot:
            return "!";
        case UnaryOp::kBitNot:
            return "~";
        case UnaryOp::kPreIncrement:
        case UnaryOp::kPostIncrement:
            return "++";
        case UnaryOp::kPreDecrement:
        case UnaryOp::kPostDecrement:
            return "--";
    }
    return "?";
}

std::string_view BinaryOpSpelling(BinaryOp op) {
    switch (op) {
        case BinaryOp::kMul:
            return "*";
        case BinaryOp::kDiv:
            return "/";
        case BinaryOp::kMod:
            return "%";
        case BinaryOp::kAdd:
            return "+";
        case BinaryOp::kSub:
            return "-";
        case BinaryOp::kShl:
            return "<<";
        case BinaryOp::kShr:
            return ">>";
        case BinaryOp::kLess:
            return "<";
        case BinaryOp::kGreater:
            return ">";
        case BinaryOp::kLessEqual:
            return "<=";
        case BinaryOp::kGreaterEqual:
            return ">=";
        case BinaryOp::kEqual:
            return "==";
        case BinaryOp::kNotEqual:
            return "!=";
        case BinaryOp::kBitAnd:
            return "&";
        case BinaryOp::kBitXor:
            return "^";
        case BinaryOp::kBitOr:
            return "|";
        case BinaryOp::kLogicalAnd:
            return "&&";
        case BinaryOp::kLogicalOr:
            return "||";
        case BinaryOp::kComma:
            return ",";
    }
    return "?";
}

std::string_view AssignOpSpelling(AssignOp op) {
    switch (op) {
        case AssignOp::kAssign:
            return "=";
        case AssignOp::kMul:
            return "*=";
        case AssignOp::kDiv:
            return "/=";
        case AssignOp::kMod:
            return "%=";
        case AssignOp::kAdd:
            return "+=";
        case AssignOp::kSub:
            return "-=";
        case AssignOp::kShl:
            return "<<=";
        case AssignOp::kShr:
            return ">>=";
        case AssignOp::kBitAnd:
            return "&=";
        case AssignOp::kBitXor:
            return "^=";
        case AssignOp::kBitOr:
            return "|=";
    }
    return "?";
}

}  // namespace tessera::lang::cg

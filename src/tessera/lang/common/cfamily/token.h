// SPDX-License-Identifier: MIT
// Tokens of the C-family front end shared by the Cg and GLSL readers.
//
// A token is a small value: its kind, its spelling (a view into a source text or into the
// source manager's string arena, both alive as long as the Preprocessor), where it was
// spelled and, for a token that came out of a macro, where the macro was used. Diagnostics
// about a token point at the use (`Token::expansion`): a user reading "error at 7:3" wants
// to see the line that used the macro, not the #define three files away.
//
// Locations are offsets in one global byte space: the source manager gives every file it
// loads a base, so one 32-bit number names a file and a byte in it, and support's
// DiagnosticList (which holds plain offsets) works unchanged for many files.
//
// Keywords are not the lexer's business: Cg and GLSL disagree on them, so an identifier is
// an identifier and each language looks at its spelling.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tessera::lang::cfamily {

/// A byte in the source manager's global offset space (see SourceManager).
struct Location {
    std::uint32_t offset = 0;
    bool operator==(const Location&) const = default;
};

enum class TokenKind : std::uint8_t {
    kIdentifier,   ///< [A-Za-z_][A-Za-z0-9_]*, keywords included
    kNumber,       ///< a preprocessing number; `Token::number` holds its value after Run
    kString,       ///< "...", quotes and escapes included in the spelling (not in GLSL)
    kChar,         ///< '...' (not in GLSL)
    kPunct,        ///< an operator or punctuator; see `Token::punct`
    kInvalid,      ///< a byte no token starts with, or an unterminated string or character
    kEndOfFile,    ///< end of the token stream (the last token Run returns)
    kPlacemarker,  ///< internal: an empty macro argument next to "##" (never in Run's output)
};

/// Every C operator and punctuator, with Cg's and GLSL's additions.
enum class Punct : std::uint8_t {
    kNone,
    kLBracket,
    kRBracket,
    kLParen,
    kRParen,
    kLBrace,
    kRBrace,
    kDot,
    kArrow,
    kPlusPlus,
    kMinusMinus,
    kAmp,
    kStar,
    kPlus,
    kMinus,
    kTilde,
    kBang,
    kSlash,
    kPercent,
    kShl,
    kShr,
    kLess,
    kGreater,
    kLessEqual,
    kGreaterEqual,
    kEqualEqual,
    kBangEqual,
    kCaret,
    kPipe,
    kAmpAmp,
    kPipePipe,
    kCaretCaret,  ///< "^^", GLSL's logical exclusive or (lexed only in GLSL mode)
    kQuestion,
    kColon,
    kColonColon,
    kSemicolon,
    kEllipsis,
    kAssign,
    kStarAssign,
    kSlashAssign,
    kPercentAssign,
    kPlusAssign,
    kMinusAssign,
    kShlAssign,
    kShrAssign,
    kAmpAssign,
    kCaretAssign,
    kPipeAssign,
    kComma,
    kHash,
    kHashHash,
};

/// The spelling of a punctuator ("<<=" for kShlAssign).
std::string_view PunctSpelling(Punct punct);

/// `text` for a message: as it is, or its first 60 bytes and "..." when longer, so that a
/// 1 MB token cannot make a 1 MB diagnostic.
std::string Shorten(std::string_view text);

/// The type a numeric constant has: its suffix, or cint/cfloat when it has none (Cg's
/// "implicitly typed" constants; GLSL reads kCint as int and kCfloat as float).
enum class NumberType : std::uint8_t {
    kCint,
    kCfloat,
    kInt,
    kLong,
    kShort,
    kChar,  // i l s t
    kUnsigned,
    kUnsignedShort,
    kUnsignedChar,
    kUnsignedInt,
    kUnsignedLong,  // u us ut ui ul
    kFloat,
    kHalf,
    kFixed,
    kDouble,  // f h x d
};

/// The value of a numeric constant, exact for integers (which fit 64 bits or are errors).
struct NumberValue {
    NumberType type = NumberType::kCint;
    bool is_float = false;
    std::uint64_t integer = 0;  ///< the value when !is_float
    double real = 0;            ///< the value when is_float (correctly rounded to double)
};

enum TokenFlag : std::uint8_t {
    kStartOfLine = 1 << 0,   ///< first token on its line
    kLeadingSpace = 1 << 1,  ///< preceded by white space or a comment on its line
    kNoExpand = 1 << 2,      ///< an identifier painted "blue": never expanded again
    kFromMacro = 1 << 3,     ///< came from a macro's replacement list
    kUnterminated = 1 << 4,  ///< a string or character constant that ran into a newline
    kFromPaste = 1 << 5,     ///< the result of "##"
};

struct Token {
    TokenKind kind = TokenKind::kEndOfFile;
    Punct punct = Punct::kNone;
    std::uint8_t flags = 0;
    std::uint16_t length = 0;            ///< bytes the spelling spans in its source (saturated)
    std::uint16_t expansion_length = 0;  ///< bytes of the macro use at `expansion`
    std::string_view spelling;           ///< the text, line splices removed
    Location location;                   ///< where the spelling is
    Location expansion;                  ///< the macro use it came from, else == location
    NumberValue number;                  ///< kNumber only, filled in by Preprocessor::Run

    bool Is(Punct p) const { return kind == TokenKind::kPunct && punct == p; }
    bool IsIdentifier(std::string_view name) const {
        return kind == TokenKind::kIdentifier && spelling == name;
    }
    bool Has(TokenFlag flag) const { return (flags & flag) != 0; }
    /// True if white space (or a line break) separates this token from the one before.
    bool SpaceBefore() const { return (flags & (kStartOfLine | kLeadingSpace)) != 0; }
};

}  // namespace tessera::lang::cfamily

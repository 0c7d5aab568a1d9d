// SPDX-License-Identifier: MIT
// GL-style error results for the C++ API of runtime/gl.
//
// GL reports errors through a sticky flag that glGetError reads and clears. Tessera's
// entry points return the error directly instead, which keeps each call's outcome next to
// the call; a harness that wants GL's flag keeps the first non-kNoError result itself
// (Context::RecordError does that for callers that go through the context).
#pragma once

#include <cstdint>

namespace tessera::runtime::gl {

/// The GL errors the entry points can raise, with GL's enum values.
enum class GlError : std::uint32_t {
    kNoError = 0,
    kInvalidEnum = 0x0500,
    kInvalidValue = 0x0501,
    kInvalidOperation = 0x0502,
    kStackOverflow = 0x0503,   ///< PushMatrix on a full stack (GL 1.4 section 2.10.2)
    kStackUnderflow = 0x0504,  ///< PopMatrix on a stack of depth one
};

/// "GL_INVALID_OPERATION" and so on, for messages.
const char* GlErrorName(GlError error);

}  // namespace tessera::runtime::gl

// SPDX-License-Identifier: MIT
// Reachability (ControlFlow): what each statement does to "the block has ended", and that
// code after a jump is checked but kept out of the function. The expectations follow the
// structured-control rule the header states: a jump ends its block, an if ends it when both
// branches do, a loop never does.
#include "lang/common/semakit/control_flow.h"

#include <gtest/gtest.h>

namespace tessera::lang::semakit {
namespace {

struct Fixture {
    ir::Module m;
    Fixture() {
        ir::Function f;
        f.name = "main";
        f.return_type = m.types.Void();
        m.functions.push_back(std::move(f));
    }
    ir::Function& Main() { return m.functions[0]; }
};

TEST(ControlFlow, ReachableCodeIsNotDiverted) {
    Fixture fx;
    ir::Builder b(fx.m, fx.Main());
    ControlFlow flow;
    bool ran = false;
    EXPECT_FALSE(flow.Unreachable(b, [&] { ran = true; }));
    EXPECT_FALSE(ran);  // the caller checks it in place
}

TEST(ControlFlow, CodeAfterAReturnIsCheckedOutsideTheFunction) {
    Fixture fx;
    ir::Builder b(fx.m, fx.Main());
    ControlFlow flow;
    b.Return();
    flow.Return();
    const std::size_t body = fx.Main().body.size();  // the return
    bool ran = false;
    EXPECT_TRUE(flow.Unreachable(b, [&] {
        ran = true;
        EXPECT_FALSE(flow.terminated);  // inside, a statement starts as reachable
        b.Float(1.0f);
    }));
    EXPECT_TRUE(ran);
    EXPECT_EQ(fx.Main().body.size(), body);  // the constant went to the dropped block
    EXPECT_TRUE(flow.terminated);
}

TEST(ControlFlow, AnIfEndsTheBlockOnlyWhenBothBranchesDo) {
    Fixture fx;
    ir::Builder b(fx.m, fx.Main());
    ControlFlow flow;
    ir::InstId c = b.Bool(true);
    flow.If(b, c, [&] { flow.Return(); }, nullptr);  // no else: control falls through
    EXPECT_FALSE(flow.terminated);
    flow.If(b, c, [&] { flow.Return(); }, [] {});  // the else branch does not end
    EXPECT_FALSE(flow.terminated);
    flow.If(b, c, [&] { flow.Return(); }, [&] { flow.Return(); });
    EXPECT_TRUE(flow.terminated);
}

TEST(ControlFlow, BreakAndContinueNeedALoop) {
    Fixture fx;
    ir::Builder b(fx.m, fx.Main());
    ControlFlow flow;
    EXPECT_EQ(flow.Jump(b, true), "'break' outside of a loop");
    EXPECT_EQ(flow.Jump(b, false), "'continue' outside of a loop");
    EXPECT_FALSE(flow.terminated);
    EXPECT_TRUE(fx.Main().body.empty());  // nothing emitted
    std::string inside;
    flow.Loop(
        b,
        [&] {
            EXPECT_EQ(flow.loop_depth, 1);
            inside = flow.Jump(b, true);
            EXPECT_TRUE(flow.terminated);
        },
        [&] { EXPECT_FALSE(flow.terminated); });  // the continuing block starts reachable
    EXPECT_EQ(inside, "");
    EXPECT_EQ(flow.loop_depth, 0);
    EXPECT_FALSE(flow.terminated);  // a loop never ends its block
}

TEST(ControlFlow, ImplicitReturnAtTheEnd) {
    Fixture fx;
    ir::Builder b(fx.m, fx.Main());
    ControlFlow flow;
    EXPECT_FALSE(flow.ReturnAtEnd(b, fx.m.types.Void()));  // a void function: `ret`, no value
    ASSERT_EQ(fx.Main().body.size(), 1u);
    EXPECT_EQ(fx.Main().At(fx.Main().body[0]).op, ir::Op::kReturn);
    EXPECT_TRUE(flow.ReturnAtEnd(b, fx.m.types.Float()));  // a value: an undefined one
    EXPECT_EQ(fx.Main().body.size(), 3u);                  // undef, ret
    flow.Return();
    EXPECT_FALSE(flow.ReturnAtEnd(b, fx.m.types.Float()));  // the end is not reached
    EXPECT_EQ(fx.Main().body.size(), 3u);
}

TEST(ControlFlow, ReturnMismatchesAreWordedOnce) {
    EXPECT_EQ(MissingReturnValue("f", "float4"), "function 'f' must return a 'float4'");
    EXPECT_EQ(VoidReturnsValue("g"), "void function 'g' cannot return a value");
}

}  // namespace
}  // namespace tessera::lang::semakit

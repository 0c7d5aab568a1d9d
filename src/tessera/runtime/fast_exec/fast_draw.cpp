// SPDX-License-Identifier: MIT
// Tiles and threads for fast draws (see fast_draw.h).
//
// The pool is process-wide and made on first use: hardware_concurrency - 1 workers, the
// calling thread being the last participant, so a draw costs two condition-variable
// hand-offs instead of thread creations. One draw runs on the pool at a time (draws from
// several threads queue on run_mutex_); a draw issued from inside a pool job runs on its
// caller alone instead of waiting for itself.
#include "runtime/fast_exec/fast_draw.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <memory>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

namespace tessera::runtime::exec::fast {
namespace {

thread_local bool in_pool_job = false;

class WorkerPool {
  public:
    explicit WorkerPool(int workers) {
        for (int i = 0; i < workers; ++i) threads_.emplace_back([this, i] { Work(i + 1); });
    }
    ~WorkerPool() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
            ++generation_;
        }
        wake_.notify_all();
        for (std::thread& t : threads_) t.join();
    }

    int Size() const { return static_cast<int>(threads_.size()) + 1; }

    /// Runs job(0) .. job(participants - 1) in parallel, job(0) on the calling thread.
    void Run(int participants, const std::function<void(int)>& job) {
        participants = std::clamp(participants, 1, Size());
        if (participants == 1 || in_pool_job) {
            for (int p = 0; p < participants; ++p) job(p);
            return;
        }
        std::lock_guard run(run_mutex_);
        {
            std::lock_guard lock(mutex_);
            job_ = &job;
            participants_ = participants;
            pending_ = participants - 1;
            ++generation_;
        }
        wake_.notify_all();
        in_pool_job = true;
        job(0);
        in_pool_job = false;
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return pending_ == 0; });
        job_ = nullptr;
    }

  private:
    void Work(int index) {
        in_pool_job = true;
        std::uint64_t seen = 0;
        for (;;) {
            const std::function<void(int)>* job = nullptr;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [&] { return generation_ != seen; });
                seen = generation_;
                if (stop_) return;
                if (index >= participants_) continue;
                job = job_;
            }
            (*job)(index);
            {
                std::lock_guard lock(mutex_);
                --pending_;
            }
            done_.notify_one();
        }
    }

    std::vector<std::thread> threads_;
    std::mutex run_mutex_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    const std::function<void(int)>* job_ = nullptr;
    int participants_ = 0;
    int pending_ = 0;
    std::uint64_t generation_ = 0;
    bool stop_ = false;
};

int HardwareThreads() {
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

WorkerPool& Pool() {
    // Never destroyed: joining threads from a static destructor races with exit().
    static WorkerPool* pool = new WorkerPool(HardwareThreads() - 1);
    return *pool;
}

std::atomic<Executor>& Selected() {
    static std::atomic<Executor> selected = [] {
        const char* env = std::getenv("TESSERA_EXECUTOR");
        return env != nullptr && std::string_view(env) == "reference" ? Executor::kReference
                                                                      : Executor::kFast;
    }();
    return selected;
}

}  // namespace

Executor SelectedExecutor() { return Selected().load(std::memory_order_relaxed); }
void SelectExecutor(Executor executor) { Selected().store(executor, std::memory_order_relaxed); }

namespace {

// Shades every block of the band `band` (already inside the framebuffer) that `tri` covers.
void DrawBand(const raster::SetupTriangle& tri, const raster::PixelRect& band,
              const raster::RasterState& state, BlockExecutor& executor,
              raster::BlockCoverage& coverage, raster::Framebuffer& framebuffer,
              raster::DrawStats& stats) {
    constexpr int kSide = raster::kBlockSide;
    const int x0 = std::max(tri.x0, band.x0) / kSide * kSide;
    const int y0 = std::max(tri.y0, band.y0) / kSide * kSide;
    const int x1 = std::min(tri.x1 + 1, band.x1);
    const int y1 = std::min(tri.y1 + 1, band.y1);
    if (x0 >= x1 || y0 >= y1) return;  // not in this band: not planned either
    const bool weights = executor.NeedsWeights(tri, state);
    for (int by = y0; by < y1; by += kSide) {
        const raster::BlockRun run = raster::BlocksInRow(tri, by, x0, x1);
        for (int bx = run.first; bx < run.end; bx += kSide) {
            if (raster::CoverBlock(tri, bx, by, band, coverage, weights))
                executor.ShadeBlock(tri, coverage, bx, by, state, framebuffer, stats);
        }
    }
}

}  // namespace

raster::DrawStats DrawTriangles(std::span<const raster::Vertex> clip_vertices,
                                const raster::RasterState& state, const DrawInputs& draw,
                                raster::Framebuffer& framebuffer, const DrawOptions& options) {
    const FastProgram program(*draw.program);
    const raster::TriangleSetup setup(clip_vertices, state);
    constexpr int kSide = raster::kBlockSide;
    const int rows = std::max(kSide, (options.band_rows + kSide - 1) / kSide * kSide);
    const int bands = (framebuffer.Height() + rows - 1) / rows;
    const int threads = std::min(options.threads > 0 ? options.threads : HardwareThreads(), bands);

    std::atomic<int> claimed{0}, from_top{0}, from_bottom{0};
    std::mutex stats_mutex;
    raster::DrawStats total;
    total.triangles = setup.Triangles().size();
    // Even participants take bands from the top down, odd ones from the bottom up, so that
    // each walks memory in order and the two of a 2-core machine work far apart (taking
    // them in turn cost two threads about 20% more CPU time than one on piglit's short
    // programs at 1024x1024, fast_draw.h); `claimed` keeps them from meeting twice.
    const auto next_band = [&](int participant) {
        if (claimed.fetch_add(1) >= bands) return bands;
        return participant % 2 == 0 ? from_top.fetch_add(1) : bands - 1 - from_bottom.fetch_add(1);
    };
    const auto job = [&](int participant) {
        BlockExecutor executor(program, draw, options.isa);
        auto coverage = std::make_unique<raster::BlockCoverage>();
        raster::DrawStats mine;
        for (int b = next_band(participant); b < bands; b = next_band(participant)) {
            raster::PixelRect band;
            band.x0 = 0;
            band.y0 = b * rows;
            band.x1 = framebuffer.Width();
            band.y1 = std::min(band.y0 + rows, framebuffer.Height());
            for (const raster::SetupTriangle& tri : setup.Triangles())
                DrawBand(tri, band, state, executor, *coverage, framebuffer, mine);
        }
        std::lock_guard lock(stats_mutex);
        total.quads += mine.quads;
        total.covered += mine.covered;
        total.written += mine.written;
    };
    Pool().Run(threads, job);
    return total;
}

}  // namespace tessera::runtime::exec::fast

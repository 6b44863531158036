import Testing

@testable import Views

@MainActor
@Suite("ProgressSpinner animates between pauses until stopped")
struct ProgressSpinnerTests {
    @Test("it draws a frame at once, the next frame after each pause, and a blank line when stopped")
    func animatesThenClears() async {
        let (spinner, pauses, frameDrawn, frames) = makeSUT(message: "Working")
        var drawn = frames.makeAsyncIterator()

        spinner.start()
        let first = await drawn.next()
        pauses.tick()
        let second = await drawn.next()
        pauses.tick()
        let third = await drawn.next()
        let animation = spinner.animation
        spinner.stop()
        pauses.tick()  // the pause under way ends after the stop: no frame may follow
        await animation?.value
        frameDrawn.finish()
        var afterStop: [String] = []
        while let frame = await drawn.next() { afterStop.append(frame) }

        #expect([first, second, third] == ["\r⠋ Working", "\r⠙ Working", "\r⠹ Working"])
        #expect(afterStop == ["\r" + String(repeating: " ", count: 9) + "\r"])
        #expect(spinner.animation == nil)
    }

    @Test("the frames wrap around after the last")
    func framesWrapAround() async {
        let (spinner, pauses, _, frames) = makeSUT(message: "")
        var drawn = frames.makeAsyncIterator()

        spinner.start()
        var shown: [String] = []
        for _ in 0...ProgressSpinner.frames.count {
            shown.append(await drawn.next() ?? "")
            pauses.tick()
        }
        let animation = spinner.animation
        spinner.stop()
        pauses.tick()
        await animation?.value

        #expect(shown == (ProgressSpinner.frames + [ProgressSpinner.frames[0]]).map { "\r\($0) " })
    }

    /// A spinner whose pauses end on `TickSource.tick()` and whose frames arrive on a stream.
    private func makeSUT(
        message: String
    ) -> (ProgressSpinner, TickSource, AsyncStream<String>.Continuation, AsyncStream<String>) {
        let (frames, frameDrawn) = AsyncStream<String>.makeStream()
        let pauses = TickSource()
        let spinner = ProgressSpinner(
            message: message, pause: { await pauses.next() }, draw: { frameDrawn.yield($0) })
        return (spinner, pauses, frameDrawn, frames)
    }
}

/// The spinner's pauses, each ended by the test's `tick()` instead of a clock.
@MainActor
final class TickSource {
    private var waiting: CheckedContinuation<Void, Never>?
    private var pendingTicks = 0

    func next() async {
        guard pendingTicks == 0 else {
            pendingTicks -= 1
            return
        }
        await withCheckedContinuation { waiting = $0 }
    }

    func tick() {
        guard let waiting else {
            pendingTicks += 1
            return
        }
        self.waiting = nil
        waiting.resume()
    }
}

import Testing

@testable import Views

@MainActor
@Suite("ProgressSpinner beside a prompt redraws only its frame's cell, leaving the cursor alone")
struct PromptSpinnerTests {
    @Test("the first frame writes the message and the prompt; later ones the frame between ESC 7 and ESC 8")
    func besidePrompt() async {
        let (frames, frameDrawn) = AsyncStream<String>.makeStream()
        let pauses = TickSource()
        let spinner = ProgressSpinner(
            message: "Waiting", besidePrompt: "Code: ", pause: { await pauses.next() },
            draw: { frameDrawn.yield($0) })
        var drawn = frames.makeAsyncIterator()

        spinner.start()
        let first = await drawn.next()
        pauses.tick()
        let second = await drawn.next()
        let animation = spinner.animation
        spinner.stop()
        pauses.tick()
        await animation?.value
        frameDrawn.finish()
        var afterStop: [String] = []
        while let frame = await drawn.next() { afterStop.append(frame) }

        #expect(first == "\r⠋ Waiting  Code: ")
        #expect(second == "\u{1B}7\r⠙\u{1B}8")
        #expect(afterStop == ["\u{1B}7\r \u{1B}8"])
    }

    @Test("halting stops the frames and draws nothing")
    func halt() async {
        let (frames, frameDrawn) = AsyncStream<String>.makeStream()
        let pauses = TickSource()
        let spinner = ProgressSpinner(
            message: "Waiting", besidePrompt: "Code: ", pause: { await pauses.next() },
            draw: { frameDrawn.yield($0) })

        spinner.start()
        let animation = spinner.animation
        spinner.halt()
        pauses.tick()
        await animation?.value
        frameDrawn.finish()
        var drawn: [String] = []
        for await frame in frames { drawn.append(frame) }

        #expect(drawn == ["\r⠋ Waiting  Code: "])
        #expect(spinner.animation == nil)
    }
}

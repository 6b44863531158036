import Glibc

// The one function libFuzzer calls. Every target is compiled into one binary, so the engine is
// compiled and linked once; `FUZZ_TARGET` names the one a run drives (`Targets.swift` lists them).

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let input = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    selectedTarget(input)
    return 0
}

/// The target `FUZZ_TARGET` names, looked up at the first input.
private let selectedTarget: @Sendable ([UInt8]) -> Void = {
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = fuzzTargets[name] else {
        fatalError("FUZZ_TARGET names no target (\"\(name)\"); one of \(fuzzTargets.keys.sorted())")
    }
    return target
}()

/// Stops the run when an invariant does not hold: libFuzzer reports the trap as a crash and keeps
/// the input that caused it.
func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}

/// Splits an input into the pieces a target feeds to more than one entry point: the bytes up to
/// each NUL-free separator line `\n--\n`. A fuzzer finds the separator from the seeds and the
/// dictionary.
func pieces(_ input: [UInt8], count: Int) -> [[UInt8]] {
    let separator: [UInt8] = Array("\n--\n".utf8)
    var result: [[UInt8]] = []
    var start = 0
    var index = 0
    while result.count < count - 1, index + separator.count <= input.count {
        if input[index..<(index + separator.count)].elementsEqual(separator) {
            result.append(Array(input[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    result.append(Array(input[start...]))
    while result.count < count { result.append([]) }
    return result
}

/// Reads a page of the provider, untrusted bytes from the network, into an `HTMLPage`: one pass
/// over the bytes, no regular expressions and no document tree, with bounds on what it reads and
/// keeps, so no page can make it slow or large.
///
/// It reads what HTML's tokenizer would for the markup a form page uses: comments and declarations
/// are skipped; the content of `script`, `style`, `title` and `textarea` is not markup; attribute
/// values may be quoted either way or not at all; character references are decoded; a disabled
/// control sends nothing. Only the first form counts, as only its fields belong together.
package enum HTMLPageReader {
    /// The most of a page read; the rest is ignored (the provider's pages are a few kilobytes).
    package static let maxPageBytes = 1 << 20
    /// The most fields kept from a form.
    package static let maxFields = 256
    /// The most bytes of one attribute value read.
    package static let maxValueBytes = 8192
    /// The most characters of the alert's text kept.
    package static let maxAlertCharacters = 1000
    /// The most bytes of the alert's markup read.
    package static let maxAlertBytes = 8 * maxAlertCharacters

    /// The page `bytes` hold.
    package static func read(_ bytes: some Collection<UInt8>) -> HTMLPage {
        var scanner = HTMLScanner(bytes: Array(bytes.prefix(maxPageBytes)))
        scanner.scan()
        return scanner.page
    }

    /// The alert as shown: `text` with every run of HTML white space made one space and none at
    /// either end, cut to `maxAlertCharacters`.
    package static func alert(from text: String) -> String {
        let collapsed = collapsingWhiteSpace(text)
        guard collapsed.count > maxAlertCharacters else { return collapsed }
        var kept = String(collapsed.prefix(maxAlertCharacters))
        if kept.unicodeScalars.last == " " { kept.unicodeScalars.removeLast() }
        return kept
    }

    /// `text` with every run of HTML white space made one space, and none at either end. White
    /// space is found a code point at a time, as HTML does: a space followed by a combining mark is
    /// one Swift `Character`, but still a space and a mark.
    private static func collapsingWhiteSpace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var spaceBefore = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII && isWhiteSpace(UInt8(scalar.value)) {
                spaceBefore = !result.isEmpty
            } else {
                if spaceBefore { result.append(" ") }
                spaceBefore = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}

/// The reader's state while it walks one page.
private struct HTMLScanner {
    private static let rawTextElements: Set<String> = ["script", "style", "title", "textarea"]
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    private static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s",
        "samp",
        "small", "span", "strong", "sub", "sup", "time", "u", "var",
    ]
    private static let ignoredInputTypes: Set<String> = [
        "checkbox", "radio", "file", "image", "button", "reset", "range", "color",
    ]
    private static let maxAttributes = 64

    let bytes: [UInt8]
    private var index = 0
    private(set) var page = HTMLPage()
    /// The first form while its fields are read.
    private var form: HTMLForm?
    private var formSeen = false
    /// The alert element's name and how deeply it is nested in itself, while its text is read.
    private var alertElement: (name: String, depth: Int)?
    private var alertText = ""
    private var alertBytesRead = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func scan() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                readMarkup()
            } else {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                appendAlertText(bytes[index..<end])
                index = end
            }
        }
        if let form { page.form = form }
        finishAlert()
    }

    private mutating func readMarkup() {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == UInt8(ascii: "!") && starts(with: "<!--", at: index) {
            index = end(of: "-->", from: index + 4)
        } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            index = end(of: ">", from: index + 2)
        } else if next == UInt8(ascii: "/") && index + 2 < bytes.count && isLetter(bytes[index + 2]) {
            index += 2
            let name = readName()
            index = end(of: ">", from: index)
            endTag(name)
        } else if isLetter(next) {
            index += 1
            let name = readName()
            let attributes = readAttributes()
            startTag(name, attributes)
            if Self.rawTextElements.contains(name) { skipRawText(of: name) }
        } else {
            appendAlertText(bytes[index..<(index + 1)])
            index += 1
        }
    }

    private mutating func startTag(_ name: String, _ attributes: [String: String]) {
        if attributes["role"]?.lowercased() == "alert", alertElement == nil, page.alert == nil,
            !Self.voidElements.contains(name)
        {
            alertElement = (name, 1)
        } else if let alert = alertElement, alert.name == name {
            alertElement = (name, alert.depth + 1)
        }
        separateAlertWords(at: name)
        if name == "form", !formSeen {
            formSeen = true
            form = HTMLForm(
                action: attributes["action"] ?? "",
                method: attributes["method"]?.lowercased() == "post" ? "post" : "get")
            return
        }
        guard var current = form, attributes["disabled"] == nil,
            current.hiddenFields.count + current.inputs.count + current.buttons.count
                < HTMLPageReader.maxFields
        else { return }
        let type = attributes["type"]?.lowercased()
        let value = attributes["value"] ?? ""
        switch name {
        case "input":
            guard let fieldName = attributes["name"], !fieldName.isEmpty else { return }
            switch type ?? "text" {
            case "hidden": current.hiddenFields.append(HTMLField(name: fieldName, value: value))
            case "submit": current.buttons.append(HTMLField(name: fieldName, value: value))
            case let type where Self.ignoredInputTypes.contains(type): return
            case let type: current.inputs.append(HTMLInput(name: fieldName, type: type, value: value))
            }
        case "button" where (type ?? "submit") == "submit":
            current.buttons.append(HTMLField(name: attributes["name"] ?? "", value: value))
        default:
            return
        }
        form = current
    }

    private mutating func endTag(_ name: String) {
        if name == "form", let current = form {
            page.form = current
            form = nil
        }
        if let alert = alertElement, alert.name == name {
            if alert.depth == 1 { finishAlert() } else { alertElement = (name, alert.depth - 1) }
        }
        separateAlertWords(at: name)
    }

    /// A block element or a line break inside the alert separates words, as a browser shows them;
    /// the inline ones (`<b>pass</b>word`) do not.
    private mutating func separateAlertWords(at name: String) {
        if alertElement != nil && !Self.inlineElements.contains(name) { alertText += " " }
    }

    /// The attributes up to the tag's `>`, names lowercased, the first of a repeated name kept.
    private mutating func readAttributes() -> [String: String] {
        var attributes: [String: String] = [:]
        while index < bytes.count {
            while index < bytes.count
                && (HTMLPageReader.isWhiteSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/"))
            {
                index += 1
            }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let nameStart = index
            // A `=` first is part of the name, as HTML reads it; so no name is ever empty.
            index += 1
            while index < bytes.count && !isNameEnd(bytes[index]) && bytes[index] != UInt8(ascii: "=") {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            skipWhiteSpace()
            var value = ""
            if index < bytes.count && bytes[index] == UInt8(ascii: "=") {
                index += 1
                skipWhiteSpace()
                value = readValue()
            }
            if attributes.count < Self.maxAttributes && attributes[name] == nil { attributes[name] = value }
        }
        return attributes
    }

    private mutating func readValue() -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        let start: Int
        let end: Int
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            start = index + 1
            end = bytes[start...].firstIndex(of: quote) ?? bytes.count
            index = min(end + 1, bytes.count)
        } else {
            start = index
            while index < bytes.count && !HTMLPageReader.isWhiteSpace(bytes[index])
                && bytes[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            end = index
        }
        return HTMLEntities.decode(bytes[start..<min(end, start + HTMLPageReader.maxValueBytes)])
    }

    /// A tag name, lowercased, up to white space, `/` or `>`.
    private mutating func readName() -> String {
        let start = index
        while index < bytes.count && !isNameEnd(bytes[index]) && bytes[index] != UInt8(ascii: "=") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// Past the element's content, up to and including its end tag (or to the end of the page).
    private mutating func skipRawText(of name: String) {
        let closing = Array("</\(name)".utf8)
        while index < bytes.count {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                index = bytes.count
                return
            }
            index = open + 1
            if open + closing.count <= bytes.count
                && zip(bytes[open..<(open + closing.count)], closing).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
                && (open + closing.count == bytes.count || isNameEnd(bytes[open + closing.count]))
            {
                index = end(of: ">", from: open + closing.count)
                return
            }
        }
    }

    private mutating func appendAlertText(_ text: ArraySlice<UInt8>) {
        guard alertElement != nil, alertBytesRead < HTMLPageReader.maxAlertBytes else { return }
        let kept = text.prefix(HTMLPageReader.maxAlertBytes - alertBytesRead)
        alertBytesRead += kept.count
        alertText += HTMLEntities.decode(kept)
    }

    private mutating func finishAlert() {
        guard alertElement != nil else { return }
        alertElement = nil
        let text = HTMLPageReader.alert(from: alertText)
        alertText = ""
        alertBytesRead = 0
        if !text.isEmpty { page.alert = text }
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count && HTMLPageReader.isWhiteSpace(bytes[index]) { index += 1 }
    }

    /// The index just past the first `marker` at or after `start`, or the end of the page.
    private func end(of marker: String, from start: Int) -> Int {
        let marker = Array(marker.utf8)
        var position = start
        while position + marker.count <= bytes.count {
            if bytes[position] == marker[0]
                && bytes[position..<(position + marker.count)].elementsEqual(marker)
            {
                return position + marker.count
            }
            position += 1
        }
        return bytes.count
    }

    private func starts(with marker: String, at position: Int) -> Bool {
        let marker = Array(marker.utf8)
        return position + marker.count <= bytes.count
            && bytes[position..<(position + marker.count)].elementsEqual(marker)
    }

    private func isNameEnd(_ byte: UInt8) -> Bool {
        HTMLPageReader.isWhiteSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

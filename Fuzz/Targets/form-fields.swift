@testable import AuthEngine

// Form bodies and queries (`FormFields(parsing:)`): any text gives pairs or an error naming a pair
// that exists; the pairs keep every piece, repeats included, in order; written with `encoded` they
// parse back to the same pairs, and writing those again gives the same text.

func fuzzFormFields(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    // The pieces between `&` bytes, not `Character`s: an `&` followed by a combining mark is one
    // `Character` that is not `&`, and still ends a pair for every other reader of forms.
    let pieces = text.utf8.split(separator: UInt8(ascii: "&"))
    let fields: FormFields
    do throws(FormFields.ParseError) {
        fields = try FormFields(parsing: text)
    } catch {
        switch error {
        case .badEncoding(let index):
            require((0..<pieces.count).contains(index), "pair \(index) refused of \(pieces.count)")
        }
        return
    }
    require(fields.pairs.count == pieces.count, "\(pieces.count) pieces gave \(fields.pairs.count) pairs")
    // Grouped in one pass: comparing each pair against a filter of all of them cost the square of
    // the pair count, which made a long run of `&`s the slowest input by far.
    var valuesByName: [String: [String]] = [:]
    for pair in fields.pairs { valuesByName[pair.name, default: []].append(pair.value) }
    for (name, values) in valuesByName {
        require(fields.values(named: name) == values, "the values of a repeated name are not all kept")
    }
    let encoded = fields.encoded
    let reread: FormFields
    do throws(FormFields.ParseError) {
        reread = try FormFields(parsing: encoded)
    } catch {
        fatalError("pairs as encoded do not parse: \(error)")
    }
    require(reread == fields, "pairs changed when encoded and read back")
    require(reread.encoded == encoded, "pairs read back encode differently")
    // A request's query is the same text after `?`, read the same way.
    let request = EngineRequest(method: .get, path: "/", rawQuery: text)
    require((try? request.query) == fields, "the query of a request reads differently")
}

import AuthEngine
import Testing

@Test func versionIsSemantic() {
    #expect(AuthEngineInfo.version.split(separator: ".").count == 3)
}

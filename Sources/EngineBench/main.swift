import AuthEngine

print("engine-bench \(AuthEngineInfo.version)")

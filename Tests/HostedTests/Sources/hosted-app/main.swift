#if canImport(Glibc)
import Glibc
#endif
import HostApp

// The app: it starts as it would anywhere — installs, plugs and reads — and then, as XCTest's
// injection does in an app Xcode launches for its tests, loads the test bundle named by
// `XCTestBundlePath` into this process and runs its tests. Without that variable it is an app
// that runs no test.

Launch.start()
guard let reads = Launch.reads else { fatalError("the start-up recorded nothing") }
print("app: start-up read greeting \"\(reads.greeting)\", endpoint \"\(reads.endpoint)\", analytics \"\(reads.analytics ?? "nil")\"; Greet(\"Dave\") gave \"\(reads.greetingOfDave)\"")

guard let bundlePath = getenv("XCTestBundlePath").map({ String(cString: $0) }) else {
    print("app: no XCTestBundlePath, so no tests")
    exit(0)
}
print("app: loading the test bundle \(bundlePath)")
guard let bundle = dlopen(bundlePath, RTLD_NOW | RTLD_LOCAL) else {
    print("app: dlopen failed: \(String(cString: dlerror()))")
    exit(2)
}
guard let entry = dlsym(bundle, "hosted_tests_run") else {
    print("app: the bundle has no hosted_tests_run: \(String(cString: dlerror()))")
    exit(2)
}
let run = unsafeBitCast(entry, to: (@convention(c) () -> Int32).self)
exit(run())

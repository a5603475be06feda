// The library's version, kept equal to the newest heading of CHANGELOG.md
// (Tests/GridKitTests/VersionTests.swift checks that they agree).

/// The version of GridKit, following Semantic Versioning (https://semver.org).
///
/// GridKit is at 0.x: a minor release (0.2 -> 0.3) may still change the public API
/// in source-breaking ways, and CHANGELOG.md lists every such change with its
/// replacement. A patch release never does.
///
///     print(GridKitVersion.current)   // "0.1.0"
public enum GridKitVersion {
    /// Major version: 0 until the public API is declared stable.
    public static let major = 0
    /// Minor version: raised for new API and, while `major` is 0, for breaking changes.
    public static let minor = 1
    /// Patch version: raised for fixes that change no public API.
    public static let patch = 0
    /// The version as `major.minor.patch`, as `gridkit --version` prints it.
    public static var current: String { "\(major).\(minor).\(patch)" }
}

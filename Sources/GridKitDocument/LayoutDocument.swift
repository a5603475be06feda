// The layout document of shared/spec/layout-document.md, version 1: JSON in, a
// LayoutTree; the tree's frames out, as JSON of the same shape.

import GridKit

/// A document that is not of the layout document's form: where, and what is wrong.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A node path such as `root.children[2].style.gridRow`.
    public var path: String
    /// What is wrong at `path`, in words.
    public var message: String
    /// An error at `path` (empty for the document as a whole) saying `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    /// `path: message` on one line: the top level is named "the document", and control
    /// characters from the input (a newline in a key or value) are written as escapes.
    public var description: String { escapingControls((path.isEmpty ? "the document" : path) + ": " + message) }
}

/// `text` with newlines, tabs and other control characters written as escapes, so
/// that an error quoting the input stays on one line.
public func escapingControls(_ text: String) -> String {
    var out = ""
    for u in text.unicodeScalars {
        switch u {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 || (0x7F..<0xA0).contains(u.value) || u.value == 0x2028 || u.value == 0x2029 {
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out
}

/// `path` extended by `key`: `root.style.width`, or `root.style[""]` for a key that is
/// not a plain name.
func childPath(_ path: String, _ key: String) -> String {
    path.isEmpty ? pathText([.key(key)]) : path + pathText([.key("x"), .key(key)]).dropFirst()
}

/// A style key as the engine names it: kebab-case (`grid-template-columns`, as in CSS)
/// becomes camelCase (`gridTemplateColumns`, the spec's canonical form).
func camelCaseProperty(_ name: String) -> String {
    guard name.contains("-"), !name.hasPrefix("-") else { return name }
    var out = ""
    var upper = false
    for c in name {
        if c == "-" {
            upper = true
        } else {
            out += upper ? c.uppercased() : String(c)
            upper = false
        }
    }
    return out
}

/// A layout document read into a tree.
public struct LayoutDocument: Sendable {
    /// The document's boxes, with their styles and text, not yet laid out.
    public var tree: LayoutTree
    /// The document's root node in ``tree``.
    public var root: NodeID
    /// The space offered to the root (`available`; both axes `max-content` when absent).
    public var available: AvailableSize
    /// Every node's `id`, when it has one.
    public var ids: [NodeID: String]

    /// Reads a document from its JSON text.
    ///
    ///     let doc = try LayoutDocument(json: #"{"root": {"style": {"display": "grid"}, "children": [{}]}}"#)
    ///     var tree = doc.tree
    ///     tree.computeLayout(root: doc.root, available: doc.available)
    public init(json: String) throws(DocumentError) {
        let value: JSONValue
        do { value = try parseJSON(json) } catch { throw DocumentError(path: error.path, message: error.description) }
        try self.init(value: value)
    }

    /// Reads a document from a parsed JSON value.
    ///
    /// - Throws: ``DocumentError`` naming the node path of the first problem.
    public init(value: JSONValue) throws(DocumentError) {
        guard case .object(let members) = value else {
            throw DocumentError(path: "", message: "must be a JSON object")
        }
        for (key, _) in members where key != "root" && key != "available" {
            throw DocumentError(path: childPath("", key), message: "unknown key (a document has \"available\" and \"root\")")
        }
        available = .maxContent
        if let a = value["available"] { available = try Self.readAvailable(a) }
        guard let rootValue = value["root"] else { throw DocumentError(path: "root", message: "missing") }
        var tree = LayoutTree()
        var ids: [NodeID: String] = [:]
        root = try Self.readNode(rootValue, path: "root", into: &tree, ids: &ids)
        self.tree = tree
        self.ids = ids
    }

    private static func readAvailable(_ v: JSONValue) throws(DocumentError) -> AvailableSize {
        guard case .object(let members) = v else { throw DocumentError(path: "available", message: "must be an object") }
        var size = AvailableSize.maxContent
        for (key, value) in members {
            let path = childPath("available", key)
            guard key == "width" || key == "height" else { throw DocumentError(path: path, message: "unknown key") }
            let space: AvailableSpace
            switch value {
            case .number(let n):
                guard n >= 0, n <= 1e9 else {
                    throw DocumentError(path: path, message: "\(jsonNumber(n)) is out of range (0 to 1e9 px)")
                }
                space = .definite(n)
            case .string("max-content"): space = .maxContent
            case .string("min-content"): space = .minContent
            case .string(let s) where s.hasSuffix("px"):
                guard let n = Double(s.dropLast(2)), n >= 0, n <= 1e9 else {
                    throw DocumentError(path: path, message: "expected px, \"max-content\" or \"min-content\", got \(jsonString(s))")
                }
                space = .definite(n)
            default:
                throw DocumentError(path: path, message: "expected a number of px, \"max-content\" or \"min-content\"")
            }
            if key == "width" { size.width = space } else { size.height = space }
        }
        return size
    }

    /// Properties whose bare JSON numbers are plain CSS numbers rather than px.
    private static let unitless: Set<String> = [
        "aspectRatio", "gridRow", "gridColumn", "gridRowStart", "gridRowEnd", "gridColumnStart", "gridColumnEnd", "gridArea",
    ]

    private static func readNode(
        _ v: JSONValue, path: String, into tree: inout LayoutTree,
        ids: inout [NodeID: String]
    ) throws(DocumentError) -> NodeID {
        guard case .object(let members) = v else { throw DocumentError(path: path, message: "a node must be an object") }
        var style = BoxStyle()
        var text: String? = nil
        var children: [JSONValue] = []
        var id: String? = nil
        for (key, value) in members {
            switch key {
            case "id":
                guard case .string(let s) = value else { throw DocumentError(path: "\(path).id", message: "must be a string") }
                id = s
            case "text":
                guard case .string(let s) = value else { throw DocumentError(path: "\(path).text", message: "must be a string") }
                text = s
            case "children":
                guard case .array(let a) = value else {
                    throw DocumentError(path: "\(path).children", message: "must be an array")
                }
                children = a
            case "style":
                guard case .object(let props) = value else {
                    throw DocumentError(path: "\(path).style", message: "must be an object")
                }
                var given: [String: String] = [:]
                for (key, raw) in props {
                    let propertyPath = childPath("\(path).style", key)
                    let name = camelCaseProperty(key)
                    if let other = given.updateValue(key, forKey: name) {
                        throw DocumentError(path: propertyPath, message: "the same property as \(jsonString(other))")
                    }
                    let css: String
                    switch raw {
                    case .string(let s): css = s
                    case .number(let n): css = unitless.contains(name) ? jsonNumber(n) : jsonNumber(n) + "px"
                    default: throw DocumentError(path: propertyPath, message: "must be a string or a number")
                    }
                    do { try style.set(property: name, value: css) } catch {
                        throw DocumentError(path: propertyPath, message: error.message)
                    }
                }
            default:
                throw DocumentError(path: childPath(path, key), message: "unknown key (a node has id, style, text and children)")
            }
        }
        if text != nil && !children.isEmpty {
            throw DocumentError(path: "\(path).children", message: "a node with text has no children")
        }
        let node = text.map { tree.addText($0, style: style) } ?? tree.addNode(style: style)
        if let id { ids[node] = id }
        for (i, child) in children.enumerated() {
            let c = try readNode(child, path: "\(path).children[\(i)]", into: &tree, ids: &ids)
            do { try tree.appendChild(c, to: node) } catch {
                throw DocumentError(path: "\(path).children[\(i)]", message: error.description)
            }
        }
        return node
    }

    /// The tree, laid out in the document's available space; with `recordingGrids`,
    /// grid containers keep their tracks (``LayoutTree/gridGeometry(of:)``) for drawing.
    public func laidOutTree(recordingGrids: Bool = false) -> LayoutTree {
        var tree = self.tree
        tree.recordsGridGeometry = recordingGrids
        tree.computeLayout(root: root, available: available)
        return tree
    }

    /// Lays the document out and returns the output document (JSON text).
    public func layoutJSON() -> String {
        let tree = laidOutTree()
        var out = "{\"root\": "
        write(root, tree, &out, indent: "")
        out += "}\n"
        return out
    }

    private func write(_ node: NodeID, _ tree: LayoutTree, _ out: inout String, indent: String) {
        let f = tree.frame(of: node)
        out += "{"
        if let id = ids[node] { out += "\"id\": \(jsonString(id)), " }
        out +=
            "\"x\": \(jsonNumber(f.x)), \"y\": \(jsonNumber(f.y)), \"width\": \(jsonNumber(f.width)), \"height\": \(jsonNumber(f.height))"
        let children = tree.children(of: node)
        if !children.isEmpty {
            out += ", \"children\": [\n"
            let inner = indent + "  "
            for (i, c) in children.enumerated() {
                out += inner
                write(c, tree, &out, indent: inner)
                out += i == children.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        }
        out += "}"
    }
}

/// A self-contained HTML page (no network) that holds GridKit's layout of a document
/// and, built on load from the same document, the browser's own CSS layout of it,
/// drawn over each other. Every node whose border box differs by more than 0.5px is
/// marked and listed; `#summary` says how many (its `data-differ` attribute holds the
/// count, `data-paths` the node paths, for scripts).
public struct ComparePage: Sendable {
    /// The input layout document, as JSON text.
    public let documentJSON: String
    /// GridKit's output document, as JSON text.
    public let layoutJSON: String
    /// The page's title (escaped where it is written).
    public let title: String

    /// A page comparing `layoutJSON` (GridKit's output) with the browser's layout of
    /// `documentJSON`, titled `title`.
    public init(documentJSON: String, layoutJSON: String, title: String = "GridKit against the browser") {
        self.documentJSON = documentJSON
        self.layoutJSON = layoutJSON
        self.title = title
    }

    /// The page.
    public func html() -> String {
        // JSON is valid JavaScript. In a script element no `<` may appear at all (`</script>`
        // ends it, `<!--` changes how it is parsed), and in JSON `<` can only stand inside a
        // string, where `\u003c` means the same. GridKit's layout goes on one line, so a
        // test can find and alter it.
        let doc = Self.scriptSafe(documentJSON)
        let out = Self.scriptSafe(layoutJSON.replacingAll("\n", with: ""))
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(SVGWriter.escape(title))</title>
            <style>
            @font-face { font-family: GridKitAhem; src: url(data:font/ttf;base64,\(AhemFont.base64)) format("truetype"); }
            body { margin: 16px; font-family: Helvetica, Arial, sans-serif; color: #102a43; }
            ::-webkit-scrollbar { width: 15px; height: 15px; }
            #stage { position: relative; margin: 24px 0; }
            #browser div { font: 10px/10px GridKitAhem; }
            #overlay { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
            .same { fill: none; stroke: #2f5f98; stroke-width: 1; stroke-dasharray: 4 2; }
            .differ { fill: rgba(197, 48, 48, 0.25); stroke: #c53030; stroke-width: 2; }
            .label { font: 9px Helvetica, Arial, sans-serif; fill: #102a43; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
            #summary.ok { color: #276749; } #summary.bad { color: #c53030; }
            table { border-collapse: collapse; font-size: 12px; } td, th { border: 1px solid #cbd2d9; padding: 2px 6px; }
            </style></head><body>
            <h1 style="font-size: 18px">\(SVGWriter.escape(title))</h1>
            <p>The browser lays the document out with real CSS (grey boxes, its own rendering);
            GridKit's border boxes are drawn over it: dashed blue where they agree, red where they
            differ by more than 0.5px. Every box is labelled with its node's id, or its path
            (<code>root.children[1]</code> is <code>1</code>).</p>
            <p>Text is set in Ahem, the test font whose every glyph is a solid square (10px here),
            so that both engines measure the same text: the black bars are a node's text.</p>
            <p id="summary">comparing…</p>
            <div id="stage"><div id="browser"></div><svg id="overlay"></svg></div>
            <table id="differences"></table>
            <script>
            const DOC = \(doc);
            const GRIDKIT = \(out);
            \(Self.script)
            </script></body></html>

            """
    }

    /// Builds the document as divs (as shared/spec/layout-document.md says a browser
    /// should), reads every border box back, compares and draws.
    static let script = #"""
        const BASE = "box-sizing: border-box; border: 0 solid; margin: 0; padding: 0; position: relative; direction: ltr;";
        const UNITLESS = ["aspectRatio", "gridRow", "gridColumn", "gridRowStart", "gridRowEnd", "gridColumnStart", "gridColumnEnd", "gridArea"];
        function kebab(n) { return n.replace(/[A-Z]/g, c => "-" + c.toLowerCase()); }
        function widths(v) { return String(v).split(/\s+/).filter(t => /^(-?[\d.]+(px|%)?|thin|medium|thick)$/.test(t)).join(" ") || "medium"; }
        function build(node) {
          const el = document.createElement("div");
          let css = BASE;
          for (const [key, raw] of Object.entries(node.style || {})) {
            const name = key.replace(/-([a-z])/g, (m, c) => c.toUpperCase());  // kebab-case keys are aliases
            let prop = kebab(name), v = typeof raw === "number" ? (UNITLESS.includes(name) ? String(raw) : raw + "px") : raw;
            if (name === "border" || name === "borderWidth") { prop = "border-width"; v = widths(v); }
            else if (/^border(Top|Right|Bottom|Left)(Width)?$/.test(name)) {
              prop = "border-" + name.replace(/^border/, "").replace(/Width$/, "").toLowerCase() + "-width"; v = widths(v);
            }
            css += prop + ": " + v + ";";
          }
          el.setAttribute("style", css);
          el.style.background = "rgba(16, 42, 67, 0.06)";
          el.style.outline = "1px solid rgba(16, 42, 67, 0.35)";
          if (typeof node.text === "string") el.textContent = node.text;
          for (const child of node.children || []) el.appendChild(build(child));
          return el;
        }
        function compare(el, node, mine, path, parentAbs, parentRect, out) {
          const r = el.getBoundingClientRect();
          const b = { x: r.left - parentRect.left, y: r.top - parentRect.top, width: r.width, height: r.height };
          const abs = { x: parentAbs.x + mine.x, y: parentAbs.y + mine.y };
          const differ = ["x", "y", "width", "height"].some(k => Math.abs(b[k] - mine[k]) > 0.5);
          out.push({ path, browser: b, gridkit: mine, abs, differ });
          out[out.length - 1].name = typeof node.id === "string" ? node.id : path.replace(/^root\.?/, "").replace(/\.?children\[(\d+)\]/g, (m, i, o) => (o ? "." : "") + i) || "root";
          const kids = node.children || [];
          kids.forEach((k, i) => compare(el.children[i], k, (mine.children || [])[i] || { x: NaN, y: NaN, width: NaN, height: NaN },
                                         path + ".children[" + i + "]", abs, r, out));
        }
        async function run() {
          await document.fonts.load("10px GridKitAhem");
          const stage = document.getElementById("browser");
          const available = DOC.available || {};
          const wrapper = document.createElement("div");
          let definite = false;
          for (const axis of ["width", "height"]) {
            const a = available[axis] === undefined ? "max-content" : available[axis];
            if (typeof a === "number") { wrapper.style[axis] = a + "px"; definite = true; }
            else if (axis === "width") wrapper.style.width = a;
          }
          wrapper.style.position = "relative";
          const root = build(DOC.root);
          if (definite) { root.style.position = "absolute"; root.style.left = "0"; root.style.top = "0"; }
          wrapper.appendChild(root);
          stage.appendChild(wrapper);
          const rows = [];
          compare(root, DOC.root, GRIDKIT.root, "root", { x: 0, y: 0 }, wrapper.getBoundingClientRect(), rows);
          const svg = document.getElementById("overlay");
          const ns = "http://www.w3.org/2000/svg";
          let maxX = wrapper.getBoundingClientRect().width, maxY = wrapper.getBoundingClientRect().height;
          for (const row of rows) {
            const rect = document.createElementNS(ns, "rect");
            rect.setAttribute("x", row.abs.x); rect.setAttribute("y", row.abs.y);
            rect.setAttribute("width", Math.max(0, row.gridkit.width || 0)); rect.setAttribute("height", Math.max(0, row.gridkit.height || 0));
            rect.setAttribute("class", row.differ ? "differ" : "same");
            svg.appendChild(rect);
            const label = document.createElementNS(ns, "text");
            label.setAttribute("x", row.abs.x + 2); label.setAttribute("y", row.abs.y + 9);
            label.setAttribute("class", "label");
            label.textContent = row.name;
            svg.appendChild(label);
            maxX = Math.max(maxX, row.abs.x + (row.gridkit.width || 0)); maxY = Math.max(maxY, row.abs.y + (row.gridkit.height || 0));
          }
          svg.setAttribute("width", maxX + 1); svg.setAttribute("height", maxY + 1);
          const differing = rows.filter(r => r.differ);
          const summary = document.getElementById("summary");
          summary.textContent = differing.length + " of " + rows.length + " nodes differ by more than 0.5px";
          summary.className = differing.length ? "bad" : "ok";
          summary.dataset.differ = differing.length;
          summary.dataset.nodes = rows.length;
          summary.dataset.paths = differing.map(r => r.path).join(" ");
          // grid-lanes (css-grid-3) is experimental: say so plainly when this browser ignores it.
          const lanes = JSON.stringify(DOC).includes('"grid-lanes"');
          if (lanes && !CSS.supports("display", "grid-lanes")) {
            summary.textContent += ". This browser does not lay out display: grid-lanes, so it shows those containers " +
              "as blocks: in Chromium, turn on chrome://flags/#enable-experimental-web-platform-features " +
              "(or start it with --enable-experimental-web-platform-features) and reload.";
            summary.className = "bad";
            summary.dataset.lanes = "unsupported";
          }
          const table = document.getElementById("differences");
          if (differing.length) {
            // Cells are filled as text, never as markup: ids come from the document.
            const fmt = b => [b.x, b.y, b.width, b.height].map(v => Math.round(v * 100) / 100).join(", ");
            const addRow = (tag, cells) => {
              const tr = document.createElement("tr");
              for (const c of cells) { const td = document.createElement(tag); td.textContent = c; tr.appendChild(td); }
              table.appendChild(tr);
            };
            addRow("th", ["node", "id", "browser x, y, width, height", "GridKit"]);
            for (const r of differing) addRow("td", [r.path, r.name, fmt(r.browser), fmt(r.gridkit)]);
          }
        }
        run();
        """#
}

extension ComparePage {
    /// JSON text made safe for a script element: every `<` as `\u003c` (JSON text has
    /// `<` only inside strings, where the escape means the same character).
    static func scriptSafe(_ json: String) -> String { json.replacingAll("<", with: "\\u003c") }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

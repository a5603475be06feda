import Foundation
import Testing

/// `gridkit grid --sections`, `--pin-headers --offset` and `--template`, end to end.
@Suite struct GridSectionsTests {
    static func json(_ r: CLIResult) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
    }

    @Test func sectionsWithHeadersAndFooters() throws {
        let r = try CLI.run([
            "grid", "--sections", "12,30,7", "--header-height", "40", "--footer-height", "20", "--columns", "3",
            "--item", "80x80", "--spacing", "10", "--row-spacing", "10", "--insets", "5,20,5,20", "--container", "300x600",
            "--format", "csv",
        ])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "kind,section,item,x,y,width,height")
        #expect(lines.count == 1 + 3 * 2 + 12 + 30 + 7)
        #expect(lines[1] == "header,0,,0,0,300,40")
        #expect(lines[2] == "item,0,0,20,45,80,80")
        #expect(r.stdout.contains("footer,0,,0,400,300,20"))
        #expect(r.stdout.contains("item,1,4,110,555,80,80"))
        let table = try CLI.run(["grid", "--sections", "12,30,7", "--header-height", "40"])
        #expect(table.status == 0 && table.stdout.hasPrefix("3 sections, content "))
    }

    @Test func pinnedHeadersAtAnOffset() throws {
        let r = try CLI.run([
            "grid", "--sections", "12,30,7", "--header-height", "40", "--footer-height", "20", "--columns", "3",
            "--item", "80x80", "--spacing", "10", "--row-spacing", "10", "--insets", "5,20,5,20", "--container", "300x600",
            "--pin-headers", "--offset", "1000", "--format", "json",
        ])
        #expect(r.status == 0)
        let elements = try Self.json(r)
        // Section 1 (420 ..< 1380) scrolls under its header, pinned at the offset.
        let header = try #require(elements.first)
        #expect(header["kind"] as? String == "header" && header["section"] as? Int == 1)
        #expect(header["y"] as? Double == 1000)
        // Only what the 600-high container shows at 1000 is listed.
        for e in elements {
            #expect((e["y"] as? Double ?? 0) < 1600 && (e["y"] as? Double ?? 0) + (e["height"] as? Double ?? 0) > 1000)
        }
        // Near the section's end the header is pushed up by it.
        let pushed = try Self.json(
            try CLI.run([
                "grid", "--sections", "12,30,7", "--header-height", "40", "--footer-height", "20", "--columns", "3",
                "--item", "80x80", "--spacing", "10", "--row-spacing", "10", "--insets", "5,20,5,20", "--container",
                "300x600", "--pin-headers", "--offset", "1370", "--format", "json",
            ]))
        #expect(pushed.first?["y"] as? Double == 1340)
    }

    @Test func weChatTemplate() throws {
        let four = try Self.json(try CLI.run(["grid", "--template", "wechat", "--count", "4", "--format", "json"]))
        let side = 238.0 / 3
        #expect(four.count == 4)
        #expect(four[3]["x"] as? Double == side + 6 && four[3]["width"] as? Double == side)
        let table = try CLI.run(["grid", "--template", "wechat", "--count", "4"])
        #expect(table.stdout.hasPrefix("WeChat Moments: 4 items, content 164.667x164.667"))
        let panorama = try CLI.run(["grid", "--template", "wechat", "--count", "1", "--aspect-ratio", "5", "--format", "csv"])
        #expect(panorama.stdout == "index,x,y,width,height\n0,0,0,250,\(side)\n")
        let tall = try CLI.run(["grid", "--template", "wechat", "--count", "1", "--aspect-ratio", "0.5"])
        #expect(tall.stdout.hasPrefix("WeChat Moments: 1 items, content 90x180"))
        let avatar = try CLI.run(["grid", "--template", "avatar", "--count", "5"])
        #expect(avatar.status == 0 && avatar.stdout.hasPrefix("group avatar: 5 items, content 100x100"))
    }

    @Test(arguments: [
        (["grid", "--sections", "12,x,7"], "--sections"),
        (["grid", "--sections", ""], "--sections"),
        (["grid", "--sections", "-1"], "--sections"),
        (
            [
                "grid", "--sections",
                "10000000,10000000,10000000,10000000,10000000,10000000,10000000,10000000,10000000,10000000,1",
            ], "--sections"
        ),
        (["grid", "--sections", "3", "--header-height", "-1"], "--header-height"),
        (["grid", "--sections", "3", "--footer-height", "nan"], "--footer-height"),
        (["grid", "--sections", "3", "--offset", "inf"], "--offset"),
        (["grid", "--sections", "3", "--pin-headers=yes"], "--pin-headers"),
        (["grid", "--pin-headers", "--offset", "10"], "--sections"),
        (["grid", "--sections", "3", "--count", "4"], "--count"),
        (["grid", "--template", "wechatt"], "--template"),
        (["grid", "--template", "wechat", "--count", "10"], "9"),
        (["grid", "--template", "avatar", "--sections", "3"], "--template"),
        (["grid", "--sections", "3", "--columns", "0"], "--columns"),
    ])
    func badValuesAreOneLineAndExit64(arguments: [String], mentions: String) throws {
        let r = try CLI.run(arguments)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(mentions))
    }

    @Test func helpListsTheNewFlags() throws {
        let r = try CLI.run(["grid", "--help"])
        for flag in ["--sections", "--header-height", "--footer-height", "--pin-headers", "--offset", "--template"] {
            #expect(r.stdout.contains(flag), "\(flag)")
        }
    }
}

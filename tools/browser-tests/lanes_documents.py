"""Random grid-lanes (css-grid-3 masonry) documents for differential.py --lanes.

Each document's root is a `display: grid-lanes` container: column or row lanes
(`grid-lanes-direction` normal / column / row) from a random track list (fixed,
fr, auto, min/max-content, minmax, fit-content, percentages, repeat(), auto-fill,
auto-fit), gaps, `flow-tolerance` (normal, lengths, percentages, infinite),
content and self alignment in both axes, and items of random lengths or text,
with margins, padding, borders, min/max sizes, aspect ratios, spans and named
lanes (lines of the lane axis; the other axis' lines are drawn too, and ignored),
relative offsets, `order`, absolutely positioned children, and nested grids and grid-lanes
containers. The box-model draws come from differential.Documents.
Needs Chromium's --enable-experimental-web-platform-features (generate.py sets it).
"""

from differential import Documents


class LanesDocuments(Documents):
    def lanes_container(self, s, depth):
        s["display"] = "grid-lanes"
        direction = self.pick("normal", "normal", "normal", "column", "row")
        if direction != "normal":
            s["gridLanesDirection"] = direction
        lanes = "gridTemplateRows" if direction == "row" else "gridTemplateColumns"
        if direction == "normal" and self.chance(0.15):
            lanes = "gridTemplateRows"  # normal with only rows: row lanes
        if self.chance(0.9):
            s[lanes] = self.track_list()
        if self.chance(0.2):
            s["gridAutoColumns" if lanes == "gridTemplateColumns" else "gridAutoRows"] = self.track()
        if self.chance(0.5):
            key = self.pick("gap", "rowGap", "columnGap")
            s[key] = self.pick("10px", "5px 20px", "10%", "0", "3px") if key == "gap" else self.pick("4px", "15px", "5%")
        if self.chance(0.4):
            s["flowTolerance"] = self.pick("normal", "0", "5px", "20px", "infinite", "10%", "50px")
        for key in ("alignItems", "justifyItems"):
            if self.chance(0.15):
                s[key] = self.pick("start", "end", "center", "stretch", "normal", "safe center")
        for key in ("alignContent", "justifyContent"):
            if self.chance(0.15):
                s[key] = self.pick("start", "end", "center", "space-between", "space-around", "space-evenly",
                                   "stretch", "normal")
        return "horizontal" if lanes == "gridTemplateColumns" else "vertical"

    def lane_item(self, depth, lane_axis):
        if self.chance(0.15):
            return {"text": self.pick("HH", "H\u200bHH\u200bH", "HHHH\u200bHH", "H", "HHH\u200bH\u200bHHHHH")}
        s = {}
        stack_key = "height" if lane_axis == "horizontal" else "width"
        if self.chance(0.8):
            s[stack_key] = self.pick(10, 15, 20, 25, 30, 40, 55, 7.5)
        if self.chance(0.25):
            s["width" if stack_key == "height" else "height"] = self.pick("20px", "50%", "35px", "min-content")
        for key in ("margin", "padding", "border"):
            if self.chance(0.1):
                if key == "margin":
                    s[key] = self.pick("3px", "auto", "-2px 4px", "5%")
                else:
                    s[key] = self.pick("3px", "0", "4px") if key == "border" else self.pick("3px", "5px 2px", "0", "4px")
        if self.chance(0.08):
            s[self.pick("minWidth", "maxWidth", "minHeight", "maxHeight")] = self.pick("15px", "30px", "50%")
        if self.chance(0.06):
            s["aspectRatio"] = self.pick("1", "2 / 1", "1 / 2")
            s.pop(stack_key, None)
        if self.chance(0.3):
            s["gridColumn" if lane_axis == "horizontal" else "gridRow"] = self.pick(
                "span 2", "1", "2", "3", "-1", "2 / span 2", "1 / -1", "span 3", "4", "span 2 / 3")
        if self.chance(0.1):
            s["gridRow" if lane_axis == "horizontal" else "gridColumn"] = self.pick("2", "span 2", "1 / 3")
        if self.chance(0.12):
            s["justifySelf"] = self.pick("start", "end", "center", "stretch", "normal")
        if self.chance(0.12):
            s["alignSelf"] = self.pick("start", "end", "center", "normal")
        if self.chance(0.06):
            s["position"] = "absolute"
            for key in self.r.sample(("top", "right", "bottom", "left"), self.r.randint(0, 2)):
                s[key] = self.pick("0", "5px", "10%")
        elif self.chance(0.05):
            s[self.pick("top", "left")] = self.pick("3px", "-4px")
        if self.chance(0.08):
            s["order"] = self.pick("-1", "1", "2")
        node = {"style": s}
        if depth < 2 and self.chance(0.08):
            nested = {}
            if self.chance(0.5):
                self.lanes_container(nested, depth + 1)
                inner_axis = "horizontal" if "gridTemplateRows" not in nested else "vertical"
                node["children"] = [self.lane_item(depth + 1, inner_axis) for _ in range(self.pick(1, 2, 4))]
            else:
                nested = {"display": "grid", "gridTemplateColumns": self.pick("1fr 1fr", "auto auto", "20px 1fr")}
                node["children"] = [{"style": {"height": self.pick(10, 20)}} for _ in range(self.pick(1, 3))]
            nested.update({k: v for k, v in s.items() if k not in ("display",)})
            node["style"] = nested
        return node

    def document(self):
        s = {}
        lane_axis = self.lanes_container(s, 0)
        if self.chance(0.5):
            s["width"] = self.pick(200, 150, 300, 120)
        if lane_axis == "vertical" and self.chance(0.3):
            s["height"] = self.pick(100, 150)
        if self.chance(0.15):
            s["height"] = self.pick(80, 200)
        if self.chance(0.1):
            s["padding"] = self.pick("5px", "3px 8px")
        if self.chance(0.1):
            s["border"] = "2px"
        doc = {"root": {"style": s, "children": [self.lane_item(1, lane_axis) for _ in range(self.pick(1, 3, 5, 8, 12))]}}
        if self.chance(0.4):
            doc["available"] = {"width": self.pick(300, 120, "min-content", "max-content")}
        return doc

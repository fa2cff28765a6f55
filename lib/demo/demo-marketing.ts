// The demo store's social platforms, the sizes each wants, and three post designs. The designs
// name the theme's colours and fonts (accent, heading...) rather than the demo's own, so that they
// suit any store they are copied to.
import type { MarketingSeed } from "./types";

const full = { x: 0, y: 0, width: 1, height: 1 };

export const demoMarketing: MarketingSeed = {
  platforms: [
    {
      name: "Instagram",
      icon: "https://upload.wikimedia.org/wikipedia/commons/e/e7/Instagram_logo_2016.svg",
      resolutions: [
        { name: "Instagram square post", width: 1080, height: 1080 },
        { name: "Instagram portrait post", width: 1080, height: 1350 },
        { name: "Instagram story", width: 1080, height: 1920 },
      ],
    },
    {
      name: "Facebook",
      icon: "https://upload.wikimedia.org/wikipedia/commons/b/b9/2023_Facebook_icon.svg",
      resolutions: [
        { name: "Facebook feed post", width: 1200, height: 630 },
        { name: "Facebook square post", width: 1200, height: 1200 },
        { name: "Facebook story", width: 1080, height: 1920 },
      ],
    },
  ],
  templates: [
    {
      name: "Sale",
      category: "Promotions",
      layout: {
        background: "accent",
        layers: [
          { type: "photo", fit: "cover", box: full },
          { type: "band", color: "on_accent", box: { x: 0.06, y: 0.06, width: 0.26, height: 0.09 } },
          {
            type: "text",
            text: "SALE",
            font: "body",
            color: "accent",
            weight: "bold",
            align: "center",
            size: 0.05,
            box: { x: 0.06, y: 0.06, width: 0.26, height: 0.09 },
          },
          { type: "band", color: "accent", box: { x: 0, y: 0.66, width: 1, height: 0.34 } },
          { type: "text", text: "{caption}", font: "body", color: "on_accent", size: 0.03, box: { x: 0.06, y: 0.68, width: 0.88, height: 0.06 } },
          { type: "text", text: "{product}", color: "on_accent", weight: "bold", size: 0.06, box: { x: 0.06, y: 0.74, width: 0.88, height: 0.14 } },
          {
            type: "text",
            text: "Now {price}",
            font: "body",
            color: "on_accent",
            weight: "bold",
            size: 0.045,
            box: { x: 0.06, y: 0.88, width: 0.5, height: 0.08 },
          },
          {
            type: "text",
            text: "{store}",
            font: "body",
            color: "on_accent",
            size: 0.022,
            align: "right",
            box: { x: 0.58, y: 0.895, width: 0.36, height: 0.05 },
          },
        ],
      },
    },
    {
      name: "New arrival",
      category: "New arrivals",
      layout: {
        background: "background",
        layers: [
          { type: "photo", fit: "cover", box: { x: 0.05, y: 0.05, width: 0.9, height: 0.64 } },
          {
            type: "text",
            text: "NEW ARRIVAL",
            font: "body",
            color: "subheading",
            weight: "bold",
            align: "center",
            size: 0.028,
            box: { x: 0.05, y: 0.71, width: 0.9, height: 0.05 },
          },
          { type: "text", text: "{product}", color: "heading", align: "center", size: 0.055, box: { x: 0.05, y: 0.76, width: 0.9, height: 0.13 } },
          { type: "band", color: "subheading", box: { x: 0.47, y: 0.895, width: 0.06, height: 0.003 } },
          { type: "text", text: "{price}", font: "body", color: "text", align: "center", size: 0.032, box: { x: 0.05, y: 0.905, width: 0.9, height: 0.06 } },
        ],
      },
    },
    {
      name: "Minimal",
      category: "Everyday",
      layout: {
        background: "#ffffff",
        layers: [
          { type: "photo", fit: "contain", box: { x: 0.12, y: 0.08, width: 0.76, height: 0.68 } },
          { type: "text", text: "{product}", color: "heading", align: "center", size: 0.04, box: { x: 0.08, y: 0.79, width: 0.84, height: 0.1 } },
          { type: "text", text: "{price}", font: "body", color: "text", align: "center", size: 0.028, box: { x: 0.08, y: 0.89, width: 0.84, height: 0.05 } },
          {
            type: "text",
            text: "{store}",
            font: "body",
            color: "subheading",
            align: "center",
            size: 0.018,
            box: { x: 0.08, y: 0.95, width: 0.84, height: 0.04 },
          },
        ],
      },
    },
  ],
};

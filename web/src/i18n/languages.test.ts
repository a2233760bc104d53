import { APP_LANGUAGES, LANGUAGES } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { LANGUAGE_PARTS } from "./all-resources.ts";

/** Every text of a resource tree by its key path ("stores.fields.name"). */
function texts(tree: unknown, path = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) texts(value, path ? `${path}.${key}` : key, into);
  } else into.set(path, tree);
  return into;
}

const placeholders = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1]).sort() : [];

const OTHERS = APP_LANGUAGES.filter((language) => language !== "en");

describe("every language", () => {
  it("is offered by the language setting, and only those", () => {
    expect([...LANGUAGES]).toEqual(["en", "es"]);
    expect(Object.keys(LANGUAGE_PARTS).sort()).toEqual([...APP_LANGUAGES].sort());
  });

  it.each(OTHERS)("%s has every English key, none empty, and no key English lacks", (language) => {
    const english = LANGUAGE_PARTS.en;
    const other = LANGUAGE_PARTS[language];
    expect(other.length, `${language} has another number of parts than English`).toBe(english.length);
    const problems: string[] = [];
    english.forEach((part, index) => {
      const source = texts(part);
      const translated = texts(other[index]);
      for (const [key, text] of source) {
        const value = translated.get(key);
        if (!translated.has(key))
          problems.push(`missing in ${language}: ${key} (English: ${JSON.stringify(text)})`);
        else if (typeof value !== "string" || value.trim() === "")
          problems.push(`empty in ${language}: ${key}`);
      }
      for (const key of translated.keys())
        if (!source.has(key)) problems.push(`only in ${language}, not in English: ${key}`);
    });
    expect(
      problems,
      `The ${language} texts must hold exactly the English keys:\n${problems.join("\n")}`,
    ).toEqual([]);
  });

  it.each(OTHERS)("%s keeps every interpolation placeholder of the English text", (language) => {
    const problems: string[] = [];
    LANGUAGE_PARTS.en.forEach((part, index) => {
      const translated = texts(LANGUAGE_PARTS[language][index]);
      for (const [key, text] of texts(part)) {
        const want = placeholders(text).join(", ");
        const have = placeholders(translated.get(key)).join(", ");
        if (translated.has(key) && want !== have)
          problems.push(`${key}: English {{${want}}}, ${language} {{${have}}}`);
      }
    });
    expect(problems, `Placeholders differ:\n${problems.join("\n")}`).toEqual([]);
  });

  it("is checked for real: a missing key and a lost placeholder are found", () => {
    const english = texts({ a: { b: "Hello {{name}}", c_one: "{{count}} item" } });
    const broken = texts({ a: { b: "Hola" } });
    expect([...english.keys()].filter((key) => !broken.has(key))).toEqual(["a.c_one"]);
    expect(placeholders(english.get("a.b"))).toEqual(["name"]);
    expect(placeholders(broken.get("a.b"))).toEqual([]);
  });
});

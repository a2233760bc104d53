import { Chip, Group, ScrollArea, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Spotlight } from "@mantine/spotlight";
import "@mantine/spotlight/styles.css";
import { matchGuides } from "@storeops/domain";
import { IconBolt, IconHelp, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useShownLanguage } from "../../lib/language.ts";
import { useUser } from "../../lib/session.tsx";
import { type SearchType, searchChipsFor, searchRecords } from "./search.api.ts";
import { hasSelectedResult, searchStore, selectFirstResult } from "./search-store.ts";
import { type ThemeSwitch, useCommands } from "./useCommands.ts";
import { useEarlyKeys } from "./useEarlyKeys.ts";

/**
 * Ctrl/Cmd+K: the commands the role may run (useCommands), then search over the server's
 * role-aware search endpoint (spec 1 §2.6) and the role's guides.
 */
export function GlobalSearch({ theme }: { theme: ThemeSwitch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyKeys(inputRef, setQuery);
  const [type, setType] = useState<SearchType>("all");
  // Only the chips this role can ever fill (the server answers nothing for the others).
  const { role } = useUser();
  const chips = searchChipsFor(role);
  const [debounced] = useDebouncedValue(query.trim(), 200);

  const search = useQuery({
    queryKey: ["search", debounced, type],
    queryFn: ({ signal }) => searchRecords(debounced, type, signal),
    enabled: debounced !== "",
    placeholderData: keepPreviousData,
  });
  const results = debounced === "" ? [] : (search.data ?? []);
  const settled = debounced === query.trim() && !search.isFetching;
  // The guides of the role's jobs, matched here from the domain's catalog (the server serves them),
  // by their titles, descriptions and words in the language the app is shown in.
  const language = useShownLanguage();
  const guides = useMemo(
    () => (type === "all" ? matchGuides(role, debounced, language) : []),
    [role, debounced, type, language],
  );

  const commands = useCommands(query, theme);

  // Keep the first result selected so that Enter opens it (spec 1 §2.6).
  useEffect(() => {
    if (results.length === 0 && guides.length === 0 && commands.length === 0) return undefined;
    // Wait for the new actions to be in the DOM before marking the first one.
    const frame = requestAnimationFrame(selectFirstResult);
    return () => cancelAnimationFrame(frame);
  }, [results, guides, commands]);

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      // Ctrl+K is the layout's (app/layout/AppLayout.tsx): it opens this search before it has rendered.
      shortcut={null}
      onSpotlightClose={() => setType("all")}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        ref={inputRef}
        placeholder={t("search.placeholder")}
        aria-label={t("search.placeholder")}
        leftSection={<IconSearch size={18} aria-hidden />}
        data-testid="search-input"
        onKeyDown={(event) => {
          // Runs before Mantine's own handler, which clicks the selected result on Enter.
          if (event.key === "Enter" && !hasSelectedResult()) selectFirstResult();
        }}
      />
      <ScrollArea type="never" px="sm" py={6}>
        <Chip.Group multiple={false} value={type} onChange={(value) => setType(value as SearchType)}>
          <Group gap={6} wrap="nowrap" data-testid="search-chips">
            {chips.map((value) => (
              <Chip key={value} value={value} size="xs" variant="outline">
                {t(`search.types.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Spotlight.ActionsList data-testid="search-results">
        {commands.map((command) => (
          <Spotlight.Action
            key={command.id}
            label={command.label}
            leftSection={<IconBolt size={18} aria-hidden />}
            rightSection={
              <Text size="xs" fw={500}>
                {t("search.command")}
              </Text>
            }
            onClick={command.run}
            data-testid="search-command"
            data-command={command.id}
          />
        ))}
        {results.map((result) => (
          <Spotlight.Action
            key={`${result.type}:${result.id}`}
            label={result.title}
            description={result.subtitle ?? t(`search.types.${result.type}`)}
            rightSection={
              <Text size="xs" fw={500}>
                {t(`search.types.${result.type}`)}
              </Text>
            }
            onClick={() => navigate(result.route)}
            data-testid="search-result"
          />
        ))}
        {guides.map((guide) => (
          <Spotlight.Action
            key={`guide:${guide.id}`}
            label={guide.title}
            description={guide.description}
            leftSection={<IconHelp size={18} aria-hidden />}
            rightSection={
              <Text size="xs" fw={500}>
                {t("search.guide")}
              </Text>
            }
            onClick={() => navigate(`/documentation?doc=${guide.id}`)}
            data-testid="search-guide"
          />
        ))}
        {debounced === "" && query.trim() === "" && (
          <Spotlight.Empty data-testid="search-empty">{t("search.startTyping")}</Spotlight.Empty>
        )}
        {debounced !== "" &&
          settled &&
          results.length === 0 &&
          guides.length === 0 &&
          commands.length === 0 &&
          !search.isError && (
            <Spotlight.Empty data-testid="search-empty">{t("search.noResults")}</Spotlight.Empty>
          )}
        {search.isError && <Spotlight.Empty>{search.error.message}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

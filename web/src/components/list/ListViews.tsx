import type { SavedViewList } from "@storeops/domain";
import { useState } from "react";
import { ViewsMenu } from "../../features/saved-views/ViewsMenu.tsx";
import { useOptionalUser } from "../../lib/session.tsx";
import { readListState } from "./list-state.ts";
import type { ListControls } from "./useListState.ts";
import { isBareList, listStateOfView, showsView, viewStateOf } from "./view-state.ts";

const address = () => new URLSearchParams(window.location.search);

/**
 * The list's Views menu (docs/decisions.md, Saved views), wired to its address: a view opens by
 * writing its filters, sort, rows per page and columns into the URL; a list opened with nothing in its address takes the
 * caller's default view (replacing the entry, so Back does not return to the unfiltered list).
 */
export function ListViews({
  list,
  controls,
  hideable = [],
}: {
  list: SavedViewList;
  controls: ListControls;
  /** The table's columns a person may hide (ColumnsMenu): a view keeps those shown. */
  hideable?: readonly string[];
}) {
  const { definition, state } = controls;
  const [openedBare] = useState(() => isBareList(address(), definition));
  const user = useOptionalUser();
  // Views are a signed-in person's: a list drawn without a session (a component test) has none.
  if (!user) return null;
  return (
    <ViewsMenu
      list={list}
      current={() => viewStateOf(readListState(address(), definition), definition, hideable)}
      shows={(view) => showsView(state, view, definition, hideable)}
      onOpen={(view) => controls.setState(listStateOfView(view, definition, hideable))}
      onDefault={
        openedBare
          ? (view) => {
              // Only while nothing was typed or chosen since the list opened.
              if (isBareList(address(), definition))
                controls.setState(listStateOfView(view, definition, hideable), true);
            }
          : undefined
      }
    />
  );
}

import type { RowOf, SavedViewList, TSavedViewCreate, TSavedViewUpdate } from "@storeops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createRow, deleteRow, listRows, updateRow } from "../../lib/rest.ts";

export type SavedView = RowOf<"saved_views">;

const viewsKey = (list: SavedViewList) => ["rest", "saved_views", list];

/** The caller's views of a list and those shared with their role (GET /api/rest/v1/saved_views). */
export function useSavedViews(list: SavedViewList) {
  return useQuery({
    queryKey: viewsKey(list),
    queryFn: async ({ signal }) =>
      (await listRows<SavedView>("saved_views", { eq: { list }, order: "name.asc", limit: 1000 }, signal))
        .rows,
    staleTime: 60_000,
  });
}

/** The writes of the Views menu; each refreshes the list's views. */
export function useViewWrites(list: SavedViewList) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  return {
    create: async (body: TSavedViewCreate) => {
      const view = await createRow<SavedView>("saved_views", body);
      await refresh();
      return view;
    },
    update: async (id: string, patch: TSavedViewUpdate) => {
      const view = await updateRow<SavedView>("saved_views", id, patch);
      await refresh();
      return view;
    },
    remove: async (id: string) => {
      await deleteRow<SavedView>("saved_views", id);
      await refresh();
    },
  };
}

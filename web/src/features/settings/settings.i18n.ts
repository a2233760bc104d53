/** Settings page: appearance and the current store. */
export const settingsText = {
  settings: {
    appearance: "Appearance",
    light: "Light",
    dark: "Dark",
    auto: "System",
    currentStore: "Current store",
    currentStoreText:
      "You are assigned to more than one store. Figures and new records use the current store.",
    switchFailed: "Could not switch the store.",
  },
} as const;

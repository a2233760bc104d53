/** Ours (docs/decisions.md, Saved views): the words of saved views; the spec has none for them. */
export const SAVED_VIEW_MESSAGES = {
  savedViewNameRequired: "Give the view a name.",
  savedViewNameTooLong: "A view's name can be at most 80 characters.",
  savedViewNameOneLine: "A view's name must be one line.",
  savedViewListUnknown: "Views can't be saved for this list.",
  savedViewStateInvalid:
    "This view's filters, sort or columns could not be read. Set up the list again and save.",
  savedViewStateTooLarge: "This view holds too many filters to save. Remove some filters and save again.",
  savedViewPageSizeInvalid: "Rows per page must be 10, 25, 50 or 100.",
  savedViewShareInvalid: "A view can be shared only with your own role.",
  savedViewDefaultInvalid: "Choose whether this view is your default: yes or no.",
  savedViewNameTaken: "You already have a view with this name on this list. Choose another name.",
  savedViewLimitReached:
    "You have 100 saved views, the most one person can keep. Delete a view you no longer use, then save again.",
  savedViewNotYours:
    "Only the person who saved this view can change or delete it. You can save a copy of your own.",
} as const;

/**
 * Line icons no first screen shows (lists, the scanner, the snack screens...), drawn by LineIcon
 * (src/ui/icons.tsx): kept out of ICON_PATHS so the sign-in page does not carry them.
 * Tabler Icons' stroke style, MIT.
 */
export const MORE_ICONS = {
  chevronRight: "M9 6l6 6-6 6",
  sortAscending: "M12 5v14M6 11l6-6 6 6",
  sortDescending: "M12 5v14M6 13l6 6 6-6",
  sortable: "M8 9l4-4 4 4M16 15l-4 4-4-4",
  columns: "M4 5h16v14H4zM9.5 5v14M14.5 5v14",
  bulb: "M3 12h1m8-9v1m8 8h1M5.6 5.6l.7.7m12.1-.7l-.7.7M9 16a5 5 0 1 1 6 0a3.5 3.5 0 0 0-1 3a2 2 0 0 1-4 0a3.5 3.5 0 0 0-1-3M9.7 17h4.6",
  camera:
    "M5 7h1a2 2 0 0 0 2-2a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1a2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2M9 13a3 3 0 1 0 6 0a3 3 0 0 0-6 0",
  trash:
    "M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3",
  photo:
    "M15 8h.01M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM3 16l5-5c.928-.893 2.072-.893 3 0l5 5M14 14l1-1c.928-.893 2.072-.893 3 0l3 3",
  folder: "M5 4h4l3 3h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2",
  pencil: "M4 20h4L18.5 9.5a2.828 2.828 0 1 0-4-4L4 16v4M13.5 6.5l4 4",
  grip: "M8 5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M8 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M8 19a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M14 19a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
} as const;

/** A blog category's address from its name: "Water" is `water`, "Clean Air at Home" `clean-air-at-home`. */
export const categoryIdOf = (category: string) =>
  category
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join('-');

/** How many stars a rating has. */
export const maxStars = 5;
/** 1 to maxStars, one per star. */
export const starValues = Array.from({ length: maxStars }, (_, index) => index + 1);

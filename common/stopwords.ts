// Words that say nothing about what a question or a search is about ("how", "my",
// "really", "guys"): the answer engine leaves them out of its index and its
// questions, and the symptom finder out of a described problem.

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be been being but by can could did do does doing for from had has have how i if in into is it its " +
    "just me my of on or our should so than that the their them then there these they this those to too up us was we were " +
    "what when where which while who why will with would you your yours am any all also about after again before both each " +
    "few more most other some such only own same very s t don now get got use using used want need make made best good " +
    "way ways right thing things tell know please help keep come coming out compared compare comparing " +
    "stuff ok okay really actually anyone someone guys pls plz thanks thank kinda sorta basically literally just lol " +
    "between through during until till since because though whether anything everything something even still much " +
    "many lot lots maybe probably ever else etc ppl people everyone everybody here wondering wonder question questions " +
    "think thinking trying try tried say says said saying go going let lets gonna wanna gotta hey hi hello yeah omg " +
    "idk tbh fyi possible possibly able mean means meaning explain necessary required needed mandatory essential"
  ).split(" "),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

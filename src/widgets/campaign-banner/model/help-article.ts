/**
 * The help-centre article the renter campaign links to, appended to the help centre of the
 * visitor's language (`helpCentreUrl(language)`), which serves each article in every language.
 */
export const RENTER_CAMPAIGN_ARTICLE_PATH = '/articles/how-renting-works';

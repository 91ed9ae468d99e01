// What the conversation entity reads of users: the contact-information rule of free text (002 §5).
export { holdsContactInfo } from '../model/contact-info';

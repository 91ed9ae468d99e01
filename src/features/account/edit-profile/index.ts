export { EditProfile, type EditProfileProps } from './ui/edit-profile';

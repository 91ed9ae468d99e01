export { ProfileImages } from './ui/profile-images';
export { profileImageKinds, type ProfileImageKind } from './model/profile-image-kind';

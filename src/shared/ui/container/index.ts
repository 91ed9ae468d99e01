export { Container, type ContainerProps } from './container';
export { PageContainer, type PageContainerProps } from './page-container';

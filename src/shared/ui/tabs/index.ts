export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs';

import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css.ts';

/** One tab and its panel. */
export interface TabItem {
  /** Unique within the tabs. */
  id: string;
  /** The tab's label, e.g. 'Preview'. */
  title: string;
  /** What the panel shows. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list, e.g. 'Post text'. */
  'aria-label': string;
  /** The tabs, in order; the first is selected at the start. */
  tabs: readonly TabItem[];
  /** The tab selected at the start. @default the first */
  defaultSelectedKey?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, Tab moves into the panel. Every
 * panel stays mounted (hidden when not selected), so form fields inside keep their values and
 * stay registered with the form.
 */
export function Tabs({ 'aria-label': label, tabs, defaultSelectedKey }: TabsProps) {
  return (
    <AriaTabs className={styles.root} defaultSelectedKey={defaultSelectedKey ?? tabs[0]?.id}>
      <TabList aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} shouldForceMount className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
